import { getDb } from '../../../src/server/db/client';
import { publishPage } from '../../../src/server/services/pages/publish-page';
import { resolveSiteByHost } from '../../../src/server/services/sites/resolve-site';
import type { Locale } from '../../../src/shared/locales';
import { api, createTestPage, createTestSite, signedInUser } from './fixtures';

/** A site with a published home page and an editor signed in, for the pages panel's API. */
export async function pagesWorld(options: { locales?: Locale[] } = {}) {
  const created = await createTestSite({ locales: options.locales ?? ['de', 'fr'] });
  const site = await resolveSiteByHost(created.host);
  if (!site) throw new Error('site not resolved');
  const home = await createTestPage(site.id, { slug: { de: 'home', fr: 'accueil' }, specialKey: '~home', role: 'home', name: { de: 'Start', fr: 'Accueil' } });
  await publishPage(getDb(), { siteId: site.id, pageId: home.pageId, userId: null });
  const editor = await signedInUser(created.host, 'editor');
  const post = (path: string, body: unknown, cookie: string | undefined = editor.cookie) =>
    api(created.host, path, { method: 'POST', body, cookie, editorLanguage: 'de' });
  const get = (path: string, cookie: string | undefined = editor.cookie) => api(created.host, path, { cookie, editorLanguage: 'de' });
  /** Creates a page through the API and answers its id. */
  const add = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await post('/page/add', { collection: null, lang: 'de', name, ...extra });
    if (response.status !== 200) throw new Error(`add failed: ${response.status} ${await response.text()}`);
    return (await response.json()).data.page.id as string;
  };
  return { site, host: created.host, home, editor, post, get, add };
}
