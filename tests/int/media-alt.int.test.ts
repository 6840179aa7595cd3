import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { fields, groups, media, pages } from '../../src/server/db/schema';
import { ZTranslationConfig } from '../../src/server/platform/config';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { findMissingAltTexts } from '../../src/server/services/media/find-missing-alt-texts';
import { loadMediaForTree } from '../../src/server/services/media/load-media-for-tree';
import { loadPageTree } from '../../src/server/services/pages/load-page-tree';
import { getTranslationProvider } from '../../src/server/services/translation/get-translation-provider';
import type { Locale } from '../../src/shared/locales';
import { type FakeTranslationProvider, startFakeTranslationProvider } from '../support/fake-translation-provider';
import { api, createTestImage, createTestPage, createTestSite, signedInUser } from './support/fixtures';

/** Alternative texts of images (issue 31): the library's per language, crops, slot overrides, the publish checks' list, AI translation. */
let root: string;
let fake: FakeTranslationProvider;
let app: ReturnType<typeof createApi>;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-alt-'));
  setStorage(new LocalStorage(root));
  fake = await startFakeTranslationProvider();
  const config = ZTranslationConfig.parse({ TRANSLATION_PROVIDER: 'libretranslate', TRANSLATION_URL: fake.url, TRANSLATION_ALLOW_PRIVATE_URL: 'true' });
  app = createApi({ translation: { provider: () => getTranslationProvider(config) } });
});
afterAll(async () => {
  setStorage(null);
  await fake.close();
  await rm(root, { recursive: true, force: true });
});

async function editorSite(locales: Locale[] = ['de', 'fr']) {
  const site = await createTestSite({ locales });
  const editor = await signedInUser(site.host, 'editor');
  const call = (method: string, p: string, body?: unknown) =>
    api(site.host, p, { method, cookie: editor.cookie, acceptLanguage: 'de', app, ...(body === undefined ? {} : { body }) });
  return { site, call, post: (p: string, body: unknown) => call('POST', p, body) };
}

async function uploadedImage(host: string, cookie: string) {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
  form.set('file', new File([new Uint8Array(bytes)], 'schaufenster.jpg'));
  const response = await app.request(`http://${host}/api/v1/media/upload`, { method: 'POST', headers: { host, origin: `http://${host}`, cookie }, body: form });
  return (await response.json()).data as { id: string };
}

const rowOf = async (id: string) => (await getDb().select().from(media).where(eq(media.id, id)))[0];

describe('alternative texts in the media library', () => {
  it('keeps a text per site language and a decorative flag; other languages are refused', async () => {
    const { site, post, call } = await editorSite();
    const id = await createTestImage(site.id, 'laden');
    const saved = await post('/media/update', { media: { id, alt: { de: ' Blick in den Laden ', fr: 'Vue de la boutique' } } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({
      alt: { de: 'Blick in den Laden', fr: 'Vue de la boutique' },
      decorative: false,
      altMachineTranslated: [],
    });

    // One language changes, the other stays; empty clears it.
    await post('/media/update', { media: { id, alt: { fr: '' }, decorative: true } });
    expect((await (await call('GET', `/media/${id}`)).json()).data).toMatchObject({ alt: { de: 'Blick in den Laden' }, decorative: true });

    const italian = await post('/media/update', { media: { id, alt: { it: 'Il negozio' } } });
    expect(italian.status).toBe(400);
    expect((await italian.json()).error).toBe('Diese Website hat keine Sprache «it».');
    const tooLong = await post('/media/update', { media: { id, alt: { de: 'x'.repeat(301) } } });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe('Ein Alternativtext hat höchstens 300 Zeichen.');
    expect((await rowOf(id))?.alt).toEqual({ de: 'Blick in den Laden' });
  });

  it('gives a crop its original’s texts, and the crops follow when the original’s change', async () => {
    const { site, post } = await editorSite();
    const editor = await signedInUser(site.host, 'editor');
    const original = await uploadedImage(site.host, editor.cookie);
    await post('/media/update', { media: { id: original.id, alt: { de: 'Schaufenster' } } });
    const cropped = await post('/media/cropImage', { media: { id: original.id, cropArea: { x: 0, y: 0, width: 50, height: 50 } } });
    const crop = (await cropped.json()).data.croppedMedia;
    expect(crop).toMatchObject({ parentId: original.id, alt: { de: 'Schaufenster' } });
    const again = await post('/media/cropImage', { media: { id: crop.id, cropArea: { x: 0, y: 0, width: 50, height: 50 } } });
    const cropOfCrop = (await again.json()).data.croppedMedia;

    await post('/media/update', { media: { id: original.id, alt: { de: 'Unser Schaufenster', fr: 'Notre vitrine' }, decorative: false } });
    for (const id of [crop.id, cropOfCrop.id])
      expect(await rowOf(id)).toMatchObject({ alt: { de: 'Unser Schaufenster', fr: 'Notre vitrine' }, decorative: false });

    // What pages read of a crop (the media map) carries the texts too.
    const page = await createTestPage(site.id, { slug: { de: 'laden' }, groups: [{ type: 'hero', fields: { image1: { mediaId: crop.id } } }] });
    const tree = await loadPageTree(getDb(), { siteId: site.id, pageId: page.pageId, state: 'draft' });
    expect((await loadMediaForTree(getDb(), { siteId: site.id, tree })).get(crop.id)?.alt).toEqual({ de: 'Unser Schaufenster', fr: 'Notre vitrine' });
  });
});

describe("a media slot's own alternative text", () => {
  it('is stored as the field option `alt` for media slots only, in site languages only', async () => {
    const { site, post } = await editorSite();
    const image = await createTestImage(site.id, 'team');
    const page = await createTestPage(site.id, { slug: { de: 'team' }, groups: [{ type: 'hero', fields: { image1: { mediaId: image } } }] });
    const heroId = page.groupIds[0] ?? '';
    const [imageField] = await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'image1')));
    const save = (slot: string, alt: unknown, version: number, linkId: string | null = imageField?.id ?? null) =>
      post('/data', { itemType: 'field', version, linkId, groupId: heroId, slot, data: { options: { alt } } });

    const saved = await save('image1', { texts: { fr: ' Notre équipe ', de: '' }, decorative: false }, 1);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.state.options).toEqual({ alt: { texts: { fr: 'Notre équipe' }, decorative: false } });
    expect((await save('image1', { texts: { it: 'La squadra' } }, 2)).status).toBe(400);
    expect((await save('title', { texts: { de: 'Titel' } }, 0, null)).status).toBe(400);
    // Nothing left: the library's texts apply again.
    const cleared = await save('image1', null, 2);
    expect((await cleared.json()).data.state.options).toEqual({});
  });
});

describe('findMissingAltTexts (for the publish checks)', () => {
  async function pageWith(options: { liveLanguages?: Locale[] | null } = {}) {
    const site = await createTestSite({ locales: ['de', 'fr', 'it'] });
    const described = await createTestImage(site.id, 'described');
    const bare = await createTestImage(site.id, 'bare');
    const decorative = await createTestImage(site.id, 'decorative');
    await getDb()
      .update(media)
      .set({ alt: { de: 'Laden', fr: 'Boutique', it: 'Negozio' } })
      .where(eq(media.id, described));
    await getDb().update(media).set({ decorative: true }).where(eq(media.id, decorative));
    const [video] = await getDb()
      .insert(media)
      .values({
        siteId: site.id,
        mediaType: 'video',
        mimeType: 'video/webm',
        objectKey: `${site.id}/v.webm`,
        originalFilename: 'v.webm',
        extension: 'webm',
        fileSize: 10,
      })
      .returning({ id: media.id });
    const page = await createTestPage(site.id, {
      slug: { de: 'bilder' },
      groups: [
        { type: 'hero', fields: { image1: { mediaId: bare, options: { alt: { texts: { fr: 'Vitrine' } } } } } },
        {
          type: 'imageCollage',
          fields: {
            image1: { mediaId: described },
            image2: { mediaId: decorative },
            image3: { mediaId: bare, visible: false },
            image4: { mediaId: bare, options: { alt: { decorative: true } } },
          },
        },
        { type: 'mediaGallery', options: { images: [described, bare, bare] } },
        { type: 'videoPlayer', fields: { video: { mediaId: video?.id ?? null } } },
        { type: 'textOnImage', fields: { image1: { mediaId: bare } } },
      ],
    });
    if (options.liveLanguages !== undefined) await getDb().update(pages).set({ liveLanguages: options.liveLanguages }).where(eq(pages.id, page.pageId));
    const [hero, collage, gallery, , textOnImage] = page.groupIds as string[];
    return { site, page, bare, ids: { hero, collage, gallery, textOnImage } };
  }

  it('names each shown image without a text per language the page is live in, the slot’s own text first', async () => {
    const { site, page, bare, ids } = await pageWith();
    const missing = await findMissingAltTexts(getDb(), { site, pageId: page.pageId });
    expect(missing).toEqual([
      { sectionId: ids.hero, slot: 'image1', mediaId: bare, locale: 'de' },
      { sectionId: ids.hero, slot: 'image1', mediaId: bare, locale: 'it' },
      { sectionId: ids.gallery, slot: 'images', mediaId: bare, locale: 'de' },
      { sectionId: ids.gallery, slot: 'images', mediaId: bare, locale: 'fr' },
      { sectionId: ids.gallery, slot: 'images', mediaId: bare, locale: 'it' },
      { sectionId: ids.textOnImage, slot: 'image1', mediaId: bare, locale: 'de' },
      { sectionId: ids.textOnImage, slot: 'image1', mediaId: bare, locale: 'fr' },
      { sectionId: ids.textOnImage, slot: 'image1', mediaId: bare, locale: 'it' },
    ]);
  });

  it('leaves out languages the page is not live or the box is hidden in, and removed or archived boxes', async () => {
    const { site, page, bare, ids } = await pageWith({ liveLanguages: ['de', 'fr'] });
    await getDb()
      .update(groups)
      .set({ status: 'archived' })
      .where(eq(groups.id, ids.gallery ?? ''));
    const [textOnImage] = await getDb()
      .select()
      .from(groups)
      .where(eq(groups.id, ids.textOnImage ?? ''));
    await getDb()
      .update(groups)
      .set({ draft: { ...(textOnImage?.draft ?? { position: 0, options: {} }), meta: { disallowedLanguages: ['de'] } } })
      .where(eq(groups.id, ids.textOnImage ?? ''));
    expect(await findMissingAltTexts(getDb(), { site, pageId: page.pageId })).toEqual([
      { sectionId: ids.hero, slot: 'image1', mediaId: bare, locale: 'de' },
      { sectionId: ids.textOnImage, slot: 'image1', mediaId: bare, locale: 'fr' },
    ]);
    // Described in the library, the image is complete everywhere.
    await getDb()
      .update(media)
      .set({ alt: { de: 'Vitrine', fr: 'Vitrine', it: 'Vetrina' } })
      .where(eq(media.id, bare));
    expect(await findMissingAltTexts(getDb(), { site, pageId: page.pageId })).toEqual([]);
    const other = await createTestSite();
    await expect(findMissingAltTexts(getDb(), { site: other, pageId: page.pageId })).rejects.toThrow();
  });
});

describe('POST /media/translateAlt', () => {
  it('translates the default language’s text into the languages without one, marked until someone edits', async () => {
    const { site, post } = await editorSite(['de', 'fr', 'en']);
    const id = await createTestImage(site.id, 'brillen');
    await post('/media/update', { media: { id, alt: { de: 'Brillen und Linsen', en: 'Glasses and lenses (own)' } } });
    const translated = await post('/media/translateAlt', { id });
    expect(translated.status).toBe(200);
    expect((await translated.json()).data).toMatchObject({
      alt: { de: 'Brillen und Linsen', fr: 'lunettes et lentilles', en: 'Glasses and lenses (own)' },
      altMachineTranslated: ['fr'],
    });

    // Asked for a language explicitly, it is replaced; a person's edit takes the mark away.
    const english = await post('/media/translateAlt', { id, locales: ['en'] });
    expect((await english.json()).data).toMatchObject({ alt: { en: 'glasses and lenses' }, altMachineTranslated: ['fr', 'en'] });
    const edited = await post('/media/update', { media: { id, alt: { fr: 'Des lunettes et des lentilles' } } });
    expect((await edited.json()).data.altMachineTranslated).toEqual(['en']);
  });

  it('refuses images without any text, videos, other languages and other sites’ media', async () => {
    const { site, post } = await editorSite();
    const id = await createTestImage(site.id, 'leer');
    const empty = await post('/media/translateAlt', { id });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Dieses Bild hat noch in keiner Sprache einen Alternativtext, aus dem übersetzt werden könnte.');
    expect((await post('/media/translateAlt', { id, locales: ['it'] })).status).toBe(400);
    const [video] = await getDb()
      .insert(media)
      .values({
        siteId: site.id,
        mediaType: 'video',
        mimeType: 'video/webm',
        objectKey: `${site.id}/v.webm`,
        originalFilename: 'v.webm',
        extension: 'webm',
        fileSize: 10,
        alt: { de: 'Film' },
      })
      .returning({ id: media.id });
    const notImage = await post('/media/translateAlt', { id: video?.id });
    expect((await notImage.json()).error).toBe('Nur Bilder haben einen Alternativtext.');
    const other = await createTestSite();
    const foreign = await createTestImage(other.id, 'fremd');
    expect((await post('/media/translateAlt', { id: foreign })).status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ alt: {}, altMachineTranslated: [] });
  });
});
