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
`;
