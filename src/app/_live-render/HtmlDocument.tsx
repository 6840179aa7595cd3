import type { ReactNode } from 'react';
import { isLocale } from '@/shared/locales';

/** `<html lang>` of a path's locale segment: the locale, or German for anything else. */
export function documentLang(localeParam: string | undefined): string {
  return isLocale(localeParam) ? localeParam : 'de';
}

/**
 * The page's `<html>` and `<body>`: one component for Next's root layout (src/app/[locale]/layout.tsx)
 * and our renderer's LiveDocument, so both documents stay the same. `head` is what the renderer
 * writes itself; Next writes its own head.
 */
export function HtmlDocument({ lang, head, children }: { lang: string; head?: ReactNode; children: ReactNode }) {
  return (
    <html lang={lang}>
      {head ? <head>{head}</head> : null}
      <body className="antialiased">{children}</body>
    </html>
  );
}
