import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HtmlDocument, documentLang } from '@/app/_live-render/HtmlDocument';
import { siteStylesheetHref } from '@/server/platform/site-stylesheet';
import { siteIconLinks } from '@/shared/constants/site-icons';

/** The site's icons (the routes read the Host); pages that know the settings link versioned ones. */
export const metadata: Metadata = { icons: siteIconLinks(null) };

/** Root layout per locale, so <html lang> is right for every page: the same document as our renderer's (LiveDocument). */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <HtmlDocument
      lang={documentLang(locale)}
      head={
        // The public sheet our build makes (scripts/build-css.mjs), which public pages link too: the blocks
        // look the same on the edit route. Next's pipeline builds only the editor's own sheet, linked after it.
        <link rel="stylesheet" href={siteStylesheetHref()} precedence="site" />
      }
    >
      {children}
    </HtmlDocument>
  );
}
