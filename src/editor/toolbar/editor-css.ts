/**
 * The few rules the editor needs that utility classes cannot express on elements it does not
 * render itself (Tiptap's placeholder pseudo-element, ProseMirror's own focus outline).
 */
export const EDITOR_CSS = `
[data-editor-shell] .ProseMirror { outline: none; white-space: pre-wrap; }
[data-editor-shell] .ProseMirror .is-editor-empty:first-child::before {
  content: attr(data-placeholder); float: left; height: 0; pointer-events: none; opacity: 0.45;
}
[data-editor-shell] [data-inline-editable]:empty::before { content: attr(data-placeholder); opacity: 0.45; }
/* Toolbar off, the edit route reads like the live page: no editing forms, no helper outlines. */
[data-editor-shell]:not([data-toolbar-active]) [data-edit-only] { display: none; }
[data-editor-shell][data-toolbar-active] [data-live-only] { display: none; }
[data-toolbar-active] [data-edit-outline] { outline: 1px dashed color-mix(in srgb, currentColor 20%, transparent); outline-offset: -1px; }
/* Whatever is scrolled to (a control, a section, a search hit) stops clear of the floating edit bar. */
html:has([data-toolbar-active]) { scroll-padding-bottom: 6rem; }
/* Tiles that rise and grow under the pointer (the collage) stay still while editing: their buttons stay where the pointer aims. */
[data-toolbar-active] [data-tile]:hover { scale: none; z-index: auto; }
`;
