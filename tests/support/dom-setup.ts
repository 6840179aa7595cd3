import { configure } from '@testing-library/react';

// Panels, the media library and Tiptap are split chunks loaded on first use (editor/lib/lazy-panel):
// in a test their modules are compiled on that first use, which takes a busy machine more than
// Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 10_000 });
