import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { MetadataTags } from './head-tags';
import { HtmlDocument } from './HtmlDocument';

/**
 * The document around a page our renderer renders: the root layout's `<html>`/`<body>`
 * (HtmlDocument) with the head written here — charset, viewport, the style sheets, the page's
 * metadata (head-tags.tsx).
 */
export function LiveDocument({
  lang,
  stylesheets,
  metadata,
  children,
}: {
  lang: string;
  stylesheets: readonly string[];
  metadata: Metadata;
  children: ReactNode;
}) {
  return (
    <HtmlDocument
      lang={lang}
      head={
        <>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} precedence="site" />
          ))}
          <MetadataTags metadata={metadata} />
        </>
      }
    >
      {children}
    </HtmlDocument>
  );
}
