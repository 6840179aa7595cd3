import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { loadSiteChrome } from '../../src/server/services/rendering/load-page-request';
import { loadGlossary } from '../../src/server/services/settings/load-glossary';
import { parseSettings, type SiteSettings } from '../../src/shared/content/settings';
import { GLOSSARY_MAX_TERMS } from '../../src/shared/schemas/translation';
import { api, createTestImage, createTestPage, createTestSite, signedInUser } from './support/fixtures';

type Answer = { settings: SiteSettings; version: number; unpublished: boolean };

async function settingsWorld() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const editor = await signedInUser(site.host, 'editor');
  const get = async (): Promise<Answer> => (await (await api(site.host, '/settings', { cookie: editor.cookie })).json()).data;
  const post = (settings: unknown, version: number, lang = 'de') =>
    api(site.host, '/settings', { method: 'POST', cookie: editor.cookie, editorLanguage: lang, body: { settings, version } });
  /** Saves one change on top of the current settings and returns the answer. */
  const change = async (edit: (s: SiteSettings) => SiteSettings) => {
    const current = await get();
    return post(edit(current.settings), current.version);
  };
  return { site, editor, get, post, change };
}

describe('GET /settings', () => {
  it('answers the defaults, version 1, and refuses anonymous callers and other sites', async () => {
    const { site, get } = await settingsWorld();
    const answer = await get();
    expect(answer.version).toBe(1);
    expect(answer.settings).toEqual(parseSettings({}));
    expect(answer.settings.footer.useBusinessDataFromLookUp).toBe(true);
    expect(answer.settings.header.logoSize).toBe('medium');
    expect((await api(site.host, '/settings')).status).toBe(401);
    const other = await createTestSite();
    const stranger = await signedInUser(other.host, 'owner');
    expect((await api(site.host, '/settings', { cookie: stranger.cookie })).status).toBe(403);
  });
});

describe('POST /settings', () => {
  it('saves a draft: the editor sees it at once, visitors after the site-wide publish', async () => {
    const { site, change, get, editor } = await settingsWorld();
    const saved = await change((s) => ({ ...s, footer: { ...s.footer, useBusinessDataFromLookUp: false, phone: '+41 52 212 34 56' } }));
    expect(saved.status).toBe(200);
    const answer: Answer = (await saved.json()).data;
    expect(answer).toMatchObject({ version: 2, unpublished: true });
    expect((await get()).settings.footer.phone).toBe('+41 52 212 34 56');
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'draft' })).settings.footer.phone).toBe('+41 52 212 34 56');
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).settings.footer.phone).toBe('');

    const published = await api(site.host, '/site/publish', { method: 'POST', cookie: editor.cookie, body: {} });
    expect((await published.json()).data).toMatchObject({ settings: true });
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).settings.footer.phone).toBe('+41 52 212 34 56');
    expect((await get()).unpublished).toBe(false);
  });

  it.each([
    [
      'bookingButton.url',
      (s: SiteSettings) => ({ ...s, bookingButton: { ...s.bookingButton, url: 'javascript:alert(1)' } }),
      'Bitte geben Sie eine gültige URL ein',
    ],
    ['bookingButton.email', (s: SiteSettings) => ({ ...s, bookingButton: { ...s.bookingButton, email: 'kein-mail' } }), 'gültige E-Mail-Adresse'],
    ['footer.phone', (s: SiteSettings) => ({ ...s, footer: { ...s.footer, phone: 'abc' } }), 'gültige Telefonnummer'],
    ['contact.email', (s: SiteSettings) => ({ ...s, contact: { ...s.contact, email: 'a@b' } }), 'gültige E-Mail-Adresse'],
    ['socialAccounts.instagram', (s: SiteSettings) => ({ ...s, socialAccounts: { ...s.socialAccounts, instagram: 'instagram.com/optik' } }), 'gültige URL'],
    ['socialAccounts.behold', (s: SiteSettings) => ({ ...s, socialAccounts: { ...s.socialAccounts, behold: 'a b' } }), 'Feed-ID'],
    ['tracking.googleAnalytics', (s: SiteSettings) => ({ ...s, tracking: { ...s.tracking, googleAnalytics: 'UA-x' } }), 'G-XXXXXXXXXX'],
    ['tracking.googleTagManager', (s: SiteSettings) => ({ ...s, tracking: { ...s.tracking, googleTagManager: 'G-123' } }), 'GTM-XXXXXXX'],
    ['tracking.facebookPixel', (s: SiteSettings) => ({ ...s, tracking: { ...s.tracking, facebookPixel: '12ab' } }), '5 bis 20 Ziffern'],
    ['accounts.swissQualiQuest', (s: SiteSettings) => ({ ...s, accounts: { swissQualiQuest: '<x>' } }), 'Konto-ID'],
    ['theme.colors.primary', (s: SiteSettings) => ({ ...s, theme: { ...s.theme, colors: { ...s.theme.colors, primary: 'red' } } }), '#1a2b3c'],
  ])('refuses an invalid %s with a German message and changes nothing', async (_field, edit, message) => {
    const { change, get } = await settingsWorld();
    const before = await get();
    const response = await change(edit);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
    expect(await get()).toEqual(before);
  });

  it('answers the same refusal in the editor language (French)', async () => {
    const { post, get } = await settingsWorld();
    const { settings, version } = await get();
    const response = await post({ ...settings, footer: { ...settings.footer, email: 'x' } }, version, 'fr');
    expect((await response.json()).error).toContain('adresse e-mail valide');
  });

  it('keeps triangle and bubble exclusive: the one just turned on wins', async () => {
    const { change, get } = await settingsWorld();
    await change((s) => ({ ...s, appearance: { ...s.appearance, triangle: true } }));
    expect((await get()).settings.appearance).toMatchObject({ triangle: true, bubble: false });
    const both = await change((s) => ({ ...s, appearance: { ...s.appearance, bubble: true } }));
    expect(both.status).toBe(200);
    expect((await get()).settings.appearance).toMatchObject({ triangle: false, bubble: true });
  });

  it('refuses both overlays turned on at once', async () => {
    const { change, get } = await settingsWorld();
    const response = await change((s) => ({ ...s, appearance: { ...s.appearance, triangle: true, bubble: true } }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('Dreieck und Blase');
    expect((await get()).settings.appearance).toMatchObject({ triangle: false, bubble: false });
  });

  it('clears the gradient when it is turned off', async () => {
    const { change, get } = await settingsWorld();
    await change((s) => ({ ...s, appearance: { ...s.appearance, gradient: { enabled: true, from: '#112233', to: '#445566' } } }));
    expect((await get()).settings.appearance.gradient).toEqual({ enabled: true, from: '#112233', to: '#445566' });
    await change((s) => ({ ...s, appearance: { ...s.appearance, gradient: { enabled: false, from: '#112233', to: '#445566' } } }));
    expect((await get()).settings.appearance.gradient).toBeNull();
  });

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const { post, get } = await settingsWorld();
    const first = await get();
    expect((await post({ ...first.settings, contact: { ...first.settings.contact, companyName: 'Erste' } }, first.version)).status).toBe(200);
    const stale = await post({ ...first.settings, contact: { ...first.settings.contact, companyName: 'Zweite' } }, first.version);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toContain('inzwischen geändert');
    expect((await get()).settings.contact.companyName).toBe('Erste');
  });

  it("accepts this site's logo and booking page, refuses another site's", async () => {
    const { site, change, get } = await settingsWorld();
    const other = await createTestSite();
    const ownLogo = await createTestImage(site.id, 'logo');
    const foreignLogo = await createTestImage(other.id, 'logo');
    const ownPage = await createTestPage(site.id, { slug: { de: 'termin' } });
    const foreignPage = await createTestPage(other.id, { slug: { de: 'termin' } });

    const foreignMedia = await change((s) => ({ ...s, header: { ...s.header, logoMediaId: foreignLogo } }));
    expect(foreignMedia.status).toBe(400);
    expect((await foreignMedia.json()).error).toContain('Mediathek');
    const foreign = await change((s) => ({ ...s, bookingButton: { ...s.bookingButton, target: 'page', pageId: foreignPage.pageId } }));
    expect(foreign.status).toBe(400);
    expect((await get()).settings.header.logoMediaId).toBeNull();

    expect((await change((s) => ({ ...s, header: { ...s.header, logoMediaId: ownLogo } }))).status).toBe(200);
    expect((await change((s) => ({ ...s, bookingButton: { ...s.bookingButton, target: 'page', pageId: ownPage.pageId } }))).status).toBe(200);
    expect((await get()).settings).toMatchObject({ header: { logoMediaId: ownLogo }, bookingButton: { pageId: ownPage.pageId } });
  });

  it('refuses anonymous and cross-origin saves', async () => {
    const { site, get, editor } = await settingsWorld();
    const { settings, version } = await get();
    expect((await api(site.host, '/settings', { method: 'POST', body: { settings, version } })).status).toBe(401);
    const cross = await api(site.host, '/settings', { method: 'POST', cookie: editor.cookie, origin: 'http://evil.example', body: { settings, version } });
    expect(cross.status).toBe(403);
    expect((await get()).version).toBe(version);
  });
});

describe('the translation glossary in the settings', () => {
  const withGlossary = (glossary: string[]) => (s: SiteSettings) => ({ ...s, translation: { glossary } });

  it('starts empty, saves terms trimmed and once each, and is what loadGlossary reads (the draft)', async () => {
    const { site, change, get } = await settingsWorld();
    expect((await get()).settings.translation.glossary).toEqual([]);
    expect(await loadGlossary(getDb(), site.id)).toEqual([]);
    const saved = await change(withGlossary(['  Optik Muster ', 'Varilux', 'optik muster']));
    expect(saved.status).toBe(200);
    expect((await get()).settings.translation.glossary).toEqual(['Optik Muster', 'Varilux']);
    expect(await loadGlossary(getDb(), site.id)).toEqual(['Optik Muster', 'Varilux']);
  });

  it.each([
    ['an empty term', ['Varilux', '   ']],
    ['a term over 80 characters', ['x'.repeat(81)]],
    [`more than ${GLOSSARY_MAX_TERMS} terms`, Array.from({ length: GLOSSARY_MAX_TERMS + 1 }, (_, n) => `Begriff ${n}`)],
  ])('refuses %s and changes nothing', async (_case, glossary) => {
    const { change, get } = await settingsWorld();
    await change(withGlossary(['Varilux']));
    const before = await get();
    const response = await change(withGlossary(glossary));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('translation.glossary');
    expect(await get()).toEqual(before);
  });
});
