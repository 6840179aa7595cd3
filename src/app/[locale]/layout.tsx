import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { siteIconLinks } from '@/shared/constants/site-icons';
import { isLocale } from '@/shared/locales';

/** The site's icons (the routes read the Host); pages that know the settings link versioned ones. */
export const metadata: Metadata = { icons: siteIconLinks(null) };

/** Root layout per locale, so <html lang> is right for every page. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <html lang={isLocale(locale) ? locale : 'de'}>
      <body className="antialiased">{children}</body>
    </html>
  );
}
