'use client';

import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import type { MediaLibraryProps } from './MediaLibrary';

const MediaLibrary = lazyNamed(() => import('./MediaLibrary'), 'MediaLibrary');

/** The media library (with its upload, crop and video tools), loaded when first opened. */
export function LazyMediaLibrary(props: MediaLibraryProps) {
  return (
    <LazyPanel open={props.open} shape="centre">
      <MediaLibrary {...props} />
    </LazyPanel>
  );
}
