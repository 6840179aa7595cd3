import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { MetadataTags } from './head-tags';

/**
 * The document around a page the live renderer renders: what the root layout
 * (src/app/[locale]/layout.tsx) and Next's head give a page — charset, viewport, the route's
 * style sheets, the page's metadata — without Next's scripts, which such a page drops anyway.
 */
export function LiveDocument({ lang, stylesheets, metadata, children }: { lang: string; stylesheets: readonly string[]; metadata: Metadata; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="next" />
        ))}
        <MetadataTags metadata={metadata} />
      </head>
      <body className="antialiased">{children}</body>
    </html>
  );
}
