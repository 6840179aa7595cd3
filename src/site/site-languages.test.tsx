import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueFile, messageKeys } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/locales';
import { makeChrome } from './header/testing';
import { statusTexts } from './public-texts';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { StatusView } from './StatusView';

type Tree = { [key: string]: string | Tree };

function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The German texts of the `public` catalogue a page in `locale` must not show: those without
 * placeholders whose translation differs and that the language does not use anywhere itself
 * (so a shared word such as "Telefon" in Romansh is no false alarm).
 */
function germanOnly(locale: Locale): string[] {
  const german = catalogueFile('de', 'public') as Tree;
  const own = catalogueFile(locale, 'public') as Tree;
  const ownTexts = new Set(messageKeys(own).map((key) => valueAt(own, key)));
  return messageKeys(german)
    .map((key) => valueAt(german, key) ?? '')
    .filter((text) => text !== '' && !text.includes('{') && !ownTexts.has(text));
}

/** Whether `text` stands as a whole text node or attribute value (possibly followed by a colon). */
const shows = (html: string, text: string) => new RegExp(`[>"]${escapeRegExp(escapeHtml(text))}[<":]`).test(html);

const settings = {
  header: { loginPage: { useLinkToLoginPage: true, url: '/login' } },
  footer: { useBusinessDataFromLookUp: false, street: 'Marktgasse 1', postcode: '8400', city: 'Winterthur', phone: '052 123 45 67', email: 'info@optik.ch' },
};

function chromeHtml(locale: Locale): string {
  const chrome = makeChrome({ settings });
  return renderToStaticMarkup(
    <>
      <SiteHeader siteName="Optik Muster" chrome={chrome} locale={locale} mode="live" currentPageId="home" languages={['de', 'fr', 'it', 'es']} />
      <StatusView {...statusTexts('not-found', locale)} homeHref={`/${locale}`} />
      <SiteFooter siteName="Optik Muster" chrome={chrome} locale={locale} mode="live" />
    </>,
  );
}

describe('the public chrome in Italian and Spanish', () => {
  const expected: Partial<Record<Locale, string[]>> = {
    it: [
      'Navigazione principale',
      'Apri il menu',
      'Apri la ricerca',
      'Note legali',
      'Telefono',
      'Pagina non trovata',
      'Alla pagina iniziale',
      'Scegli la lingua',
    ],
    es: [
      'Navegación principal',
      'Abrir el menú',
      'Abrir la búsqueda',
      'Información legal',
      'Teléfono',
      'Página no encontrada',
      'Ir a la página de inicio',
      'Elegir el idioma',
    ],
  };

  for (const [locale, words] of Object.entries(expected) as [Locale, string[]][]) {
    it(`renders header, 404 view and footer in ${locale}, with none of the German texts`, () => {
      const html = chromeHtml(locale);
      for (const word of words) expect(shows(html, word), word).toBe(true);
      const german = germanOnly(locale);
      // The check is only as good as its German list: the chrome's own labels must be on it.
      expect(german).toEqual(
        expect.arrayContaining(['Hauptnavigation', 'Menü öffnen', 'Rechtliches', 'Seite nicht gefunden', 'Zur Startseite', 'Sprache wählen']),
      );
      expect(german.filter((text) => shows(html, text))).toEqual([]);
    });
  }

  it('finds German texts in the German chrome (the check can fail)', () => {
    const html = chromeHtml('de');
    expect(
      ['Hauptnavigation', 'Menü öffnen', 'Rechtliches', 'Telefon', 'Seite nicht gefunden', 'Zur Startseite', 'Sprache wählen'].filter(
        (text) => !shows(html, text),
      ),
    ).toEqual([]);
  });
});
