import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isLocale } from '@/shared/locales';

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

/** Root layout per locale, so <html lang> is right for every page. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <html lang={isLocale(locale) ? locale : 'de'}>
      <body className="antialiased">{children}</body>
    </html>
  );
}
