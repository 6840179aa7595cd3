/**
 * The live renderer's classes (src/blocks/_shared/RichText.tsx), repeated for the editor so text
 * looks the same while it is edited. Tailwind needs every class written out in source.
 */
export const FONT_SIZE_CLASSES = { small: 'text-sm', medium: 'text-lg', large: 'text-2xl' } as const;
export const PARAGRAPH_CLASSES = { large: 'text-lg md:text-xl', small: 'text-sm' } as const;

/** Element styles of the editable document, applied from its root. */
export const DOCUMENT_CLASSES = [
  '[&_h1]:text-4xl [&_h1]:font-bold [&_h1]:leading-tight [&_h1]:tracking-tight',
  '[&_h2]:text-3xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight',
  '[&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_h4]:text-xl [&_h4]:font-semibold [&_h4]:leading-snug',
  '[&_h5]:text-lg [&_h5]:font-semibold',
  '[&_h6]:text-base [&_h6]:font-semibold [&_h6]:uppercase [&_h6]:tracking-wide',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-current/30 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:underline [&_a]:underline-offset-2',
].join(' ');
