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
/* Whatever is scrolled to (a control, a section, a search hit) stops clear of the floating edit bar. */
html:has([data-toolbar-active]) { scroll-padding-bottom: 6rem; }
/* Tiles that rise and grow under the pointer (the collage) stay still while editing: their buttons stay where the pointer aims. */
[data-toolbar-active] [data-tile]:hover { scale: none; z-index: auto; }
`;
