import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups, sites } from '../../src/server/db/schema';
import { addGroup } from '../../src/server/services/content/add-group';
import { removeGroup } from '../../src/server/services/content/remove-group';
import { sortGroup } from '../../src/server/services/content/sort-group';
import { getPublicationStatus } from '../../src/server/services/pages/get-publication-status';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { changeTotal } from '../../src/shared/content/page-changes';
import type { TPublishCheck } from '../../src/shared/schemas/publish-checks';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

const link = (url: string) => ({ link: { type: 'url', url } });
const richText = (text: string, href: string) => ({
  content: {
    type: 'localizedRichText' as const,
    values: {
      de: { json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }] }] }, text },
      fr: {
        json: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lien', marks: [{ type: 'link', attrs: { href: 'https://optik.ch' } }] }] }],
        },
        text: 'Lien',
      },
    },
  },
});

/**
 * A de/fr page with one problem of each kind: a text missing in French (blocking), a call to
 * action without its required title (blocking) and without its required button, a hero button
 * with a text but no link and one with a link but no text, a rich-text link leading nowhere in
 * German only.
 */
async function pageWithProblems() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'angebot', fr: 'offre' },
    groups: [
      {
        type: 'hero',
        fields: {
          title: textField({ de: 'Willkommen', fr: 'Bienvenue' }),
          kicker: textField({ de: 'Neu' }),
          button1: { ...textField({ de: 'Termin buchen', fr: 'Prendre rendez-vous' }) },
          button2: { content: null, options: link('https://optik.ch/termine') },
        },
      },
      { type: 'cta', fields: { kicker: textField({ de: 'Jetzt', fr: 'Maintenant' }) } },
      { type: 'richTextBlock', fields: { textBlock: richText('Preise', 'javascript:alert(1)') } },
    ],
  });
  const editor = await signedInUser(site.host, 'editor');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    api(site.host, path, { method, cookie: editor.cookie, acceptLanguage: 'en', editorLanguage: 'en', ...(body === undefined ? {} : { body }) });
  const checks = async (path = `/page/status/checks?id=${page.pageId}`): Promise<TPublishCheck[]> => {
    const response = await call('GET', path);
    expect(response.status).toBe(200);
    return (await response.json()).data.checks;
  };
  const field = async (groupId: string, slot: string) =>
    (
      await getDb()
        .select()
        .from(fields)
        .where(and(eq(fields.groupId, groupId), eq(fields.slot, slot)))
    )[0]!;
  const [heroId, ctaId, textId] = page.groupIds as [string, string, string];
  return { site, page, heroId, ctaId, textId, call, checks, field };
}

const summary = (checks: TPublishCheck[]) => checks.map((check) => [check.severity, check.code, check.sectionId, check.slot ?? null, check.locale ?? null]);

describe('GET /page/status/checks', () => {
  it('lists each problem with its box, slot and language, blocking first', async () => {
    const { page, heroId, ctaId, textId, checks, field } = await pageWithProblems();
    const list = await checks();
    expect(summary(list)).toEqual([
      ['blocking', 'translationMissing', heroId, 'kicker', 'fr'],
      ['blocking', 'requiredTextEmpty', ctaId, 'title', null],
      ['warning', 'buttonWithoutLink', heroId, 'button1', null],
      ['warning', 'buttonWithoutText', heroId, 'button2', null],
      ['warning', 'buttonEmpty', ctaId, 'button1', null],
      ['warning', 'linkWithoutTarget', textId, 'textBlock', 'de'],
    ]);
    const kicker = await field(heroId, 'kicker');
    expect(list[0]).toMatchObject({ pageId: page.pageId, sectionType: 'hero', fieldId: kicker.id, params: { count: 1 } });
    expect(list[2]?.params).toEqual({ label: 'Termin buchen', languages: '' });
    expect(list[5]?.params).toEqual({ text: 'Preise', count: 1, languages: 'DE' });
    // Ids are stable between loads: what a confirmation names.
    expect((await checks()).map((check) => check.id)).toEqual(list.map((check) => check.id));
  });

  it('leaves out hidden slots, removed boxes and a contact box that shows a branch of the business profile', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const page = await createTestPage(site.id, {
      slug: { de: 'kontakt' },
      groups: [
        { type: 'hero', fields: { title: textField({ de: 'Hallo' }), button1: { ...textField({ de: 'Mehr' }), visible: false } } },
        { type: 'contact', options: { branch: ['b1'] } },
        { type: 'cta' },
      ],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    await removeGroup(getDb(), { siteId: site.id, groupId: page.groupIds[2]! });
    const editor = await signedInUser(site.host, 'editor');
    const answer = await api(site.host, `/page/status/checks?id=${page.pageId}`, { cookie: editor.cookie });
    expect((await answer.json()).data.checks).toEqual([]);
  });
});

describe('opening hours and outdated translations', () => {
  it('warns about a contact box whose own hours leave weekdays unset, and about a translation older than its German source', async () => {
    const site = await createTestSite({ locales: ['de', 'fr'] });
    const hours = { periods: [1, 2, 3, 4].map((day) => ({ day, open: '08:00', close: '18:00' })), closedDays: [7], special: [] };
    const page = await createTestPage(site.id, {
      slug: { de: 'kontakt', fr: 'contact' },
      groups: [
        { type: 'hero', fields: { title: textField({ de: 'Willkommen', fr: 'Bienvenue' }) } },
        { type: 'contact', options: { openingHours: hours } },
      ],
    });
    const [heroId, contactId] = page.groupIds as [string, string];
    const editor = await signedInUser(site.host, 'editor');
    const [title] = await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'title')));
    const saved = await api(site.host, '/data', {
      method: 'POST',
      cookie: editor.cookie,
      body: {
        itemType: 'field',
        version: title!.version,
        linkId: title!.id,
        groupId: heroId,
        slot: 'title',
        data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Herzlich willkommen' } },
      },
    });
    expect(saved.status).toBe(200);
    const answer = await api(site.host, `/page/status/checks?id=${page.pageId}`, { cookie: editor.cookie });
    const list: TPublishCheck[] = (await answer.json()).data.checks;
    // Friday and Saturday are neither open nor closed. (The empty contact box's own entries are the other tests'.)
    const ofThisTest = list.filter((check) => check.code === 'translationOutdated' || check.code === 'openingHoursNotSet');
    expect(summary(ofThisTest)).toEqual([
      ['warning', 'translationOutdated', heroId, 'title', 'fr'],
      ['warning', 'openingHoursNotSet', contactId, null, null],
    ]);
    expect(ofThisTest[1]?.params).toEqual({ count: 2, branch: '' });
  });
});

describe('POST /page/publish with publish checks', () => {
  it('keeps the 409 while an entry blocks, then asks to confirm every warning by id, then publishes', async () => {
    const { page, heroId, ctaId, call, field } = await pageWithProblems();
    // The translation gate answers first, as before.
    const untranslated = await call('POST', '/page/publish', { id: page.pageId });
    expect(untranslated.status).toBe(409);
    expect((await untranslated.json()).data).toEqual({ pages: [{ pageId: page.pageId, missing: [{ locale: 'fr', count: 1 }] }] });

    const kicker = await field(heroId, 'kicker');
    await getDb()
      .update(fields)
      .set({ draft: { ...kicker.draft, ...textField({ de: 'Neu', fr: 'Nouveau' }) } })
      .where(eq(fields.id, kicker.id));
    const blocked = await call('POST', '/page/publish', { id: page.pageId });
    expect(blocked.status).toBe(409);
    const blockedBody = await blocked.json();
    expect(blockedBody.error).toBe('1 problem needs fixing before publishing.');
    expect(summary(blockedBody.data.checks).filter(([severity]) => severity === 'blocking')).toEqual([['blocking', 'requiredTextEmpty', ctaId, 'title', null]]);

    await getDb()
      .insert(fields)
      .values({
        siteId: (await field(heroId, 'title')).siteId,
        groupId: ctaId,
        slot: 'title',
        draft: { ...textField({ de: 'Jetzt', fr: 'Maintenant' }), options: {}, mediaId: null, visible: true },
      });
    const unconfirmed = await call('POST', '/page/publish', { id: page.pageId });
    expect(unconfirmed.status).toBe(409);
    const warnings: TPublishCheck[] = (await unconfirmed.json()).data.checks;
    expect(warnings.map((check) => check.code)).toEqual(['buttonWithoutLink', 'buttonWithoutText', 'buttonEmpty', 'linkWithoutTarget']);
    // Confirming some is not confirming all.
    const partly = await call('POST', '/page/publish', { id: page.pageId, acknowledgedWarnings: warnings.slice(1).map((check) => check.id) });
    expect(partly.status).toBe(409);
    expect((await partly.json()).error).toContain('“Publish anyway”');

    const published = await call('POST', '/page/publish', { id: page.pageId, acknowledgedWarnings: warnings.map((check) => check.id) });
    expect(published.status, await published.clone().text()).toBe(200);
  });
});

describe('the whole site', () => {
  it('lists every changed page’s entries and the settings’ booking button, and publishing all needs them confirmed', async () => {
    const { site, page, call, checks, heroId, field } = await pageWithProblems();
    const kicker = await field(heroId, 'kicker');
    await getDb()
      .update(fields)
      .set({ draft: { ...kicker.draft, ...textField({ de: 'Neu', fr: 'Nouveau' }) } })
      .where(eq(fields.id, kicker.id));
    const other = await createTestPage(site.id, {
      slug: { de: 'team' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Team', fr: 'Équipe' }), button1: textField({ de: 'Mehr', fr: 'Plus' }) } }],
    });
    await getDb()
      .update(sites)
      .set({ settings: { bookingButton: { active: true, target: 'url' } } })
      .where(eq(sites.id, site.id));

    const list = await checks('/site/status/checks');
    expect(list.map((check) => [check.pageId, check.code])).toEqual([
      [page.pageId, 'requiredTextEmpty'],
      [page.pageId, 'buttonWithoutLink'],
      [page.pageId, 'buttonWithoutText'],
      [page.pageId, 'buttonEmpty'],
      [page.pageId, 'linkWithoutTarget'],
      [other.pageId, 'buttonWithoutLink'],
      [null, 'bookingLinkMissing'],
    ]);
    const blocked = await call('POST', '/site/publish', {});
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).data.checks).toHaveLength(7);

    await getDb().delete(groups).where(eq(groups.id, page.groupIds[1]!));
    const warnings = await checks('/site/status/checks');
    expect(warnings.every((check) => check.severity === 'warning')).toBe(true);
    expect((await call('POST', '/site/publish', { acknowledgedWarnings: warnings.slice(0, -1).map((check) => check.id) })).status).toBe(409);
    const published = await call('POST', '/site/publish', { acknowledgedWarnings: warnings.map((check) => check.id) });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await published.json()).data).toEqual({ pages: 2, navigation: false, settings: true });
  });
});

describe('one count of changes', () => {
  it('counts a box added between others as one new box, in the page status and the site status alike', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const page = await createTestPage(site.id, {
      slug: { de: 'angebot' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo' }) } }, { type: 'spacer' }, { type: 'spacer' }, { type: 'spacer' }],
    });
    const fresh = await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId });
    expect(fresh.changes).toEqual({ page: 'new', newBoxes: 4, changedBoxes: 0, removedBoxes: 0, order: false });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });

    await addGroup(getDb(), { siteId: site.id, pageId: page.pageId, type: 'spacer', nextTo: page.groupIds[0] });
    const status = await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId });
    // The rows say four boxes differ (three moved down one place); visitors get one new box.
    expect(status.groups).toBe(4);
    expect(status.changes).toEqual({ page: null, newBoxes: 1, changedBoxes: 0, removedBoxes: 0, order: false });
    expect(changeTotal(status.changes)).toBe(1);
    const editor = await signedInUser(site.host, 'editor');
    const siteStatus = (await (await api(site.host, '/site/status/publication', { cookie: editor.cookie })).json()).data;
    expect(siteStatus.pages.map((entry: { id: string; changes: unknown }) => [entry.id, entry.changes])).toEqual([[page.pageId, status.changes]]);
  });

  it('names changed, removed and reordered boxes and the page’s own settings', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const page = await createTestPage(site.id, {
      slug: { de: 'angebot' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo' }) } }, { type: 'spacer' }, { type: 'spacer' }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const [heroId, firstSpacer, secondSpacer] = page.groupIds as [string, string, string];
    const [title] = await getDb().select().from(fields).where(eq(fields.groupId, heroId));
    await getDb()
      .update(fields)
      .set({ draft: { ...title!.draft, ...textField({ de: 'Neu' }) } })
      .where(eq(fields.id, title!.id));
    await removeGroup(getDb(), { siteId: site.id, groupId: firstSpacer });
    // The second spacer moves above the hero (past the removed one).
    await sortGroup(getDb(), { siteId: site.id, pageId: page.pageId, groupId: secondSpacer, direction: 'up' });
    await sortGroup(getDb(), { siteId: site.id, pageId: page.pageId, groupId: secondSpacer, direction: 'up' });
    await getDb().execute(sql`update pages set draft = jsonb_set(draft, '{meta,name,de}', '"Neu"') where id = ${page.pageId}`);
    const { changes } = await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId });
    expect(changes).toEqual({ page: 'changed', newBoxes: 0, changedBoxes: 1, removedBoxes: 1, order: true });
    expect(changeTotal(changes)).toBe(4);
  });
});
