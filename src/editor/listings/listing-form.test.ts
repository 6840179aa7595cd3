import { describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/schemas/listings';
import { draftOf, emptyDraft, fieldErrorsOfIssues, fieldsOf, hasUnsavedChanges, missingTitles } from './listing-form';

const BRANCH = '5a0c3e1d-5555-4555-8555-000000000001';
const IMAGE = '5a0c3e1d-6666-4666-8666-000000000001';
const site = { defaultLocale: 'de' as const };
const text = (value: string) => ({ json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] }, text: value });

describe('fieldsOf', () => {
  it('turns a filled marketplace draft into the API fields, the price in cents', () => {
    const draft = {
      ...emptyDraft(),
      title: { de: '  Ray-Ban Fassung ', fr: '' },
      costText: "1'290.50",
      category: 'frame' as const,
      direction: 'searching' as const,
      branchId: BRANCH,
    };
    const result = fieldsOf(draft, { kind: 'marketplace', ...site });
    expect(result).toEqual({
      ok: true,
      fields: expect.objectContaining({
        title: { de: 'Ray-Ban Fassung' },
        costCents: 129_050,
        category: 'frame',
        direction: 'searching',
        branchId: BRANCH,
        workQuota: '',
      }),
    });
  });

  it('names every problem at its field at once', () => {
    const draft = { ...emptyDraft(), title: { fr: 'Monture' }, costText: '12,5,0' };
    const result = fieldsOf(draft, { kind: 'marketplace', ...site });
    expect(result).toEqual({ ok: false, errors: { 'title.de': 'titleRequired', costCents: 'invalidCost', category: 'categoryRequired' } });
  });

  it('uses the shared schema for its limits (title length, image count, price ceiling)', () => {
    const images = Array.from({ length: 7 }, (_, i) => IMAGE.replace(/1$/, String(i)));
    const draft = { ...emptyDraft(), title: { de: 'x'.repeat(201) }, imageIds: images, costText: '2000000', category: 'object' as const };
    const result = fieldsOf(draft, { kind: 'marketplace', ...site });
    expect(result).toEqual({ ok: false, errors: { 'title.de': 'titleTooLong', imageIds: 'tooManyImages', costCents: 'invalidCost' } });
  });

  it('keeps a job free of marketplace fields and an empty price means none', () => {
    const draft = { ...emptyDraft(), title: { de: 'Augenoptiker/in' }, workQuota: '80–100 %', costText: 'abc', category: 'frame' as const };
    const result = fieldsOf(draft, { kind: 'job', ...site });
    expect(result).toEqual({ ok: true, fields: expect.objectContaining({ workQuota: '80–100 %', costCents: null, category: null }) });
    const item = fieldsOf({ ...draft, costText: ' ' }, { kind: 'marketplace', ...site });
    expect(item.ok && item.fields.costCents).toBeNull();
  });

  it("sends a job's last day online as the date field has it, none when empty; a marketplace item has none", () => {
    const draft = { ...emptyDraft(), title: { de: 'Augenoptiker/in' }, validThrough: '2026-12-31' };
    const job = fieldsOf(draft, { kind: 'job', ...site });
    expect(job.ok && job.fields.validThrough).toBe('2026-12-31');
    const open = fieldsOf({ ...draft, validThrough: '' }, { kind: 'job', ...site });
    expect(open.ok && open.fields.validThrough).toBeNull();
    const item = fieldsOf({ ...draft, costText: '10', category: 'object' as const }, { kind: 'marketplace', ...site });
    expect(item.ok && item.fields.validThrough).toBeNull();
    expect(fieldsOf({ ...draft, validThrough: '31.12.2026' }, { kind: 'job', ...site })).toEqual({ ok: false, errors: { validThrough: 'generic' } });
  });

  it('drops descriptions without text (an emptied editor is no description)', () => {
    const draft = { ...emptyDraft(), title: { de: 'Brille' }, description: { de: text('Schön'), fr: text('  '), it: null } };
    const result = fieldsOf(draft, { kind: 'job', ...site });
    expect(result.ok && Object.keys(result.fields.description)).toEqual(['de']);
  });
});

describe('draftOf', () => {
  it('shows a stored price as people write it and reads back to the same fields', () => {
    const listing: Listing = {
      id: '5a0c3e1d-7777-4777-8777-000000000001',
      kind: 'marketplace',
      status: 'draft',
      machineTranslated: [],
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      publishedAt: null,
      title: { de: 'Lupe' },
      description: {},
      workQuota: '',
      validThrough: null,
      costCents: 129_000,
      options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
      category: 'object',
      direction: 'offering',
      branchId: null,
      staffMemberId: null,
      imageIds: [IMAGE],
    };
    const draft = draftOf(listing);
    expect(draft.costText).toBe("1'290.00");
    const result = fieldsOf(draft, { kind: 'marketplace', ...site });
    expect(result.ok && result.fields.costCents).toBe(129_000);
    expect(result.ok && result.fields.options).toEqual(listing.options);
  });
});

describe('fieldErrorsOfIssues', () => {
  it('maps the API issues of the body to form fields', () => {
    expect(
      fieldErrorsOfIssues([
        { path: ['fields', 'title', 'fr'], message: 'listings.titleTooLong' },
        { path: ['fields', 'workQuota'], message: 'invalidCharacters' },
        { path: ['version'], message: 'Invalid input' },
      ]),
    ).toEqual({ 'title.fr': 'titleTooLong', workQuota: 'invalidCharacters', version: 'generic' });
  });
});

describe('missingTitles', () => {
  it('names the site languages without a title', () => {
    expect(missingTitles({ ...emptyDraft(), title: { de: 'Brille', fr: ' ' } }, ['de', 'fr', 'it'])).toEqual(['fr', 'it']);
  });
});

describe('hasUnsavedChanges', () => {
  const stored: Listing = {
    id: '5a0c3e1d-7777-4777-8777-000000000001',
    kind: 'marketplace',
    status: 'draft',
    machineTranslated: [],
    version: 1,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
    publishedAt: null,
    title: { de: 'Vitrine' },
    description: { de: text('Aus Eiche.') },
    workQuota: '',
    validThrough: null,
    costCents: 129_050,
    options: { toBePickedUp: true, subjectToPostage: false, askingPrice: false },
    category: 'object',
    direction: 'offering',
    branchId: null,
    staffMemberId: null,
    imageIds: [],
  };
  const rules = { kind: 'marketplace' as const, ...site };

  it('sees no change in a listing as stored, however its price was typed or its keys are ordered', () => {
    expect(hasUnsavedChanges(draftOf(stored), stored, rules)).toBe(false);
    expect(hasUnsavedChanges({ ...draftOf(stored), costText: '1290,50', title: { de: ' Vitrine ', fr: '' } }, stored, rules)).toBe(false);
    const reordered = { ...draftOf(stored), options: { askingPrice: false, subjectToPostage: false, toBePickedUp: true } };
    expect(hasUnsavedChanges(reordered, stored, rules)).toBe(false);
  });

  it('sees a typed title, a changed description, an invalid draft and a listing not stored yet', () => {
    expect(hasUnsavedChanges({ ...draftOf(stored), title: { de: 'Vitrine', fr: 'Vitrine' } }, stored, rules)).toBe(true);
    expect(hasUnsavedChanges({ ...draftOf(stored), description: { de: text('Aus Buche.') } }, stored, rules)).toBe(true);
    expect(hasUnsavedChanges({ ...draftOf(stored), costText: '12,5,0' }, stored, rules)).toBe(true);
    expect(hasUnsavedChanges(draftOf(stored), null, rules)).toBe(true);
  });
});
