import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { fields, games, media } from '../../src/server/db/schema';
import { apiMessage } from '../../src/server/platform/app-error';
import { formMessage } from '../../src/server/services/forms/form-message';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';
import { contactBody, createFormSite, outboxOf, postForm, submissionsOf } from './support/forms';

const BAD_TEXTS = ['Anna\u0000', '\uD800', 'x\uDFFFy'];

type Envelope = { success: boolean; error: string };

describe('NUL bytes and lone surrogates', () => {
  it('refuses them in every text of the public forms with a clear message, storing nothing', async () => {
    const site = await createFormSite();
    for (const bad of BAD_TEXTS) {
      for (const field of ['vorname', 'strasse', 'fragenAnmerkungen', 'email', 'website']) {
        const answer = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { [field]: bad, lang: 'fr' }));
        expect(answer.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        const body = (await answer.json()) as Envelope & { data: { fieldErrors: Record<string, string> } };
        if (field !== 'email' && field !== 'website') expect(body.data.fieldErrors[field]).toBe(formMessage('fr', 'invalidCharacters'));
      }
    }
    expect(await submissionsOf(site.id)).toHaveLength(0);
    expect(await outboxOf(site.id)).toHaveLength(0);
  });

  it('refuses them in editor texts, rich text and option values, in the editor language, changing nothing', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const heroId = page.groupIds[0] as string;
    const editor = await signedInUser(site.host, 'editor');
    const before = await getDb().select().from(fields).where(eq(fields.groupId, heroId));
    const save = (data: unknown) =>
      api(site.host, '/data', {
        method: 'POST',
        cookie: editor.cookie,
        editorLanguage: 'fr',
        body: { itemType: 'field', linkId: null, groupId: heroId, slot: 'subtitle', data },
      });
    for (const bad of BAD_TEXTS) {
      const bodies = [
        { content: { type: 'localizedSingleValue', locale: 'de', value: bad } },
        { content: { type: 'localizedRichText', locale: 'de', value: { json: { type: 'doc', content: [{ type: 'text', text: bad }] }, text: 'ok' } } },
        { content: { type: 'localizedRichText', locale: 'de', value: { json: { type: 'doc' }, text: bad } } },
        { options: { link: { href: `https://example.ch/${bad}` } } },
        { options: { alignment: bad } },
      ];
      for (const data of bodies) {
        const answer = await save(data);
        expect(answer.status, JSON.stringify(data)).toBe(400);
        expect(((await answer.json()) as Envelope).error).toContain(apiMessage('fr', 'request.invalidCharacters'));
      }
    }
    expect(await getDb().select().from(fields).where(eq(fields.groupId, heroId))).toEqual(before);
  });

  it('refuses them in game and player names and in the page password', async () => {
    const site = await createTestSite();
    const game = await api(site.host, '/games', { method: 'POST', body: { name: '\uD800' }, acceptLanguage: 'fr' });
    expect(game.status).toBe(400);
    expect(((await game.json()) as Envelope).error).toBe(apiMessage('fr', 'request.invalidCharacters'));
    expect(await getDb().select().from(games).where(eq(games.siteId, site.id))).toHaveLength(0);
    const unlock = await api(site.host, '/page/unlock', { method: 'POST', body: { id: crypto.randomUUID(), password: 'a\u0000' } });
    expect(unlock.status).toBe(400);
  });

  it('answers ?tags=%00 on the media list with 400, not a database error', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const answer = await api(site.host, '/media?tags=%00', { cookie: editor.cookie, editorLanguage: 'en' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Envelope).error).toBe(apiMessage('en', 'request.invalidCharacters'));
    expect(
      await getDb()
        .select()
        .from(media)
        .where(and(eq(media.siteId, site.id))),
    ).toHaveLength(0);
  });

  it("refuses a NUL in an upload's file name or type with 400 in the editor language, storing nothing", async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const upload = (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], name));
      return getApi().request(`http://${site.host}/api/v1/media/upload`, {
        method: 'POST',
        headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'it' },
        body: form,
      });
    };
    const answers = [
      await upload('logo\u0000.png', png),
      await upload('untertitel\u0000.vtt', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n')),
      await api(site.host, '/media/directUpload', {
        method: 'POST',
        cookie: editor.cookie,
        editorLanguage: 'it',
        body: { fileName: 'film\u0000.mp4', fileSize: 100, mimeType: 'video/mp4' },
      }),
      await api(site.host, '/media/directUpload', {
        method: 'POST',
        cookie: editor.cookie,
        editorLanguage: 'it',
        body: { fileName: 'film.mp4', fileSize: 100, mimeType: 'video/mp4\u0000' },
      }),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, String(index)).toBe(400);
      expect(((await answer.json()) as Envelope).error).toContain(apiMessage('it', 'request.invalidCharacters'));
    }
    expect(await getDb().select().from(media).where(eq(media.siteId, site.id))).toHaveLength(0);
    expect((await upload('logo.png', png)).status).toBe(200);
  });
});

describe('rich text depth and size', () => {
  it('refuses a document nested 1,000 levels or with too many nodes, with a clear message', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const heroId = page.groupIds[0] as string;
    const editor = await signedInUser(site.host, 'editor');
    let deep: Record<string, unknown> = { type: 'text', text: 'x' };
    for (let i = 0; i < 1000; i++) deep = { type: 'blockquote', content: [deep] };
    const wide = {
      type: 'doc',
      content: Array.from({ length: 1500 }, () => ({
        type: 'paragraph',
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
          { type: 'text', text: 'c' },
        ],
      })),
    };
    for (const json of [deep, wide]) {
      const answer = await api(site.host, '/data', {
        method: 'POST',
        cookie: editor.cookie,
        editorLanguage: 'en',
        body: {
          itemType: 'field',
          linkId: null,
          groupId: heroId,
          slot: 'subtitle',
          data: { content: { type: 'localizedRichText', locale: 'de', value: { json, text: 'x' } } },
        },
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as Envelope).error).toBe(apiMessage('en', 'request.richTextTooLarge'));
    }
    expect(
      await getDb()
        .select()
        .from(fields)
        .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'subtitle'))),
    ).toHaveLength(0);
  });
});

describe('page paths', () => {
  it('finds no page for undecodable or NUL segments instead of failing in the database', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const context = await resolveSiteByHost(site.host, getDb());
    if (!context) throw new Error('site not resolved');
    for (const segments of [['%00'], ['%ff'], ['seite%00'], ['team', '%ED%A0%80']]) {
      expect((await loadPageRequest(getDb(), { site: context, locale: 'de', segments })).kind, segments.join('/')).toBe('not-found');
    }
    expect((await loadPageRequest(getDb(), { site: context, locale: 'de', segments: ['seite'] })).kind).toBe('page');
  });
});
