import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { containsPhrase, germanUiTexts, readableText } from '../support/german-ui-texts';
import { startTs } from '../support/run-node';

/**
 * Every public page type speaks the page's language: the rendered HTML of each page type in each
 * of the ten languages contains none of the German UI texts (from the German catalogues) that the
 * language writes differently. The demo's content is German/French by design (content, not UI), so
 * the sites here spread the French content over the other languages.
 */
const LANGUAGES = ['fr', 'it', 'rm', 'en', 'sq', 'sr', 'hr', 'es', 'pt'] as const;
const NAMESPACES = ['public', 'blocks', 'forms', 'game'];
const ALL = 'languages.e2e.test';

/** Page types by path below /{locale} (French slugs: the demo's non-German content). */
const PAGE_TYPES: Record<string, string> = {
  home: '',
  'content blocks': '/offre',
  'carousels, reviews, hours': '/services',
  'every block': '/composants',
  'contact form': '/contact',
  'sponsor form': '/sponsoring',
  search: '/search?q=lunettes',
  'not found': '/nothing-here',
  login: '/login',
  'game start': '/game',
  'game players': '/joueurs',
  'game share': '/partager',
  'game play': '/jouer',
  'game coupon': '/bon',
  'team member': '/team/sandra-keller',
};

const admin = (args: string[]) => startTs('src/cli/admin.ts', args, { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: E2E_DATA_DIR ?? '' });

async function createDemo(host: string, locales: string, defaultLocale: string): Promise<void> {
  const cli = admin([
    'demo:create',
    '--host',
    host,
    '--locales',
    locales,
    '--default',
    defaultLocale,
    '--email',
    `owner@${host}`,
    '--password',
    'languages-e2e-password',
  ]);
  expect(await cli.exited, cli.output().stderr).toBe(0);
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  // A failed test restarts the worker and runs this hook again: the site is made once.
  const context = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const exists = (await context.get('/de', { headers: { host: ALL } })).status() === 200;
  await context.dispose();
  if (!exists) await createDemo(ALL, 'de,fr,it,rm,en,sq,sr,hr,es,pt', 'de');
});

for (const locale of LANGUAGES) {
  test(`every public page type in ${locale} shows no German UI text`, async ({ request }) => {
    const german = germanUiTexts(locale, NAMESPACES);
    expect(german.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [kind, path] of Object.entries(PAGE_TYPES)) {
      const response = await request.get(`/${locale}${path}`, { headers: { host: ALL } });
      expect([200, 404], `${kind} ${path}`).toContain(response.status());
      const text = readableText(await response.text());
      for (const phrase of german) if (containsPhrase(text, phrase)) problems.push(`${kind} (/${locale}${path}): "${phrase}"`);
    }
    expect(problems).toEqual([]);
  });
}

test('an Italian and a Spanish site made with the admin CLI speak their language', async ({ request }) => {
  await createDemo('italiano.e2e.test', 'it', 'it');
  await createDemo('espanol.e2e.test', 'es', 'es');
  const home = await request.get('/it', { headers: { host: 'italiano.e2e.test' } });
  expect(await home.text()).toContain('lang="it"');
  const missing = await request.get('/es/no-existe', { headers: { host: 'espanol.e2e.test' } });
  expect(missing.status()).toBe(404);
  const text = readableText(await missing.text());
  expect(germanUiTexts('es', NAMESPACES).filter((phrase) => containsPhrase(text, phrase))).toEqual([]);
});
