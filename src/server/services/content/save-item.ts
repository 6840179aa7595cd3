import { and, eq, ne, sql } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import { isLanguageNeutral } from '../../../shared/blocks/language-neutral';
import type { SlotDefinition } from '../../../shared/blocks/types';
import { type OptionRule, ZLinkValue, validateOptionValue } from '../../../shared/blocks/validate-option';
import { SLOT_ALT_OPTION, slotAltOf } from '../../../shared/content/media-alt';
import type { FieldContent, FieldState, GroupState, OptionValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TFieldContentChange, TSaveItemRequest } from '../../../shared/schemas/editor';
import { ZSlotAlt } from '../../../shared/schemas/media';
import type { Queryable, Transaction } from '../../db/client';
import { fields, groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { nextOutdatedMarks } from '../translation/outdated-marks';
import { changedMeanwhile } from './changed-meanwhile';

type Site = { id: string; locales: Locale[]; defaultLocale: Locale };
type FieldRequest = Extract<TSaveItemRequest, { itemType: 'field' }>;
type GroupRequest = Extract<TSaveItemRequest, { itemType: 'group' }>;

export type SavedItem =
  | { itemType: 'field'; id: string; version: number; state: FieldState }
  | { itemType: 'group'; id: string; version: number; state: GroupState };

async function lockGroup(tx: Transaction, siteId: string, groupId: string) {
  const [group] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.siteId, siteId), ne(groups.status, 'deleted')))
    .for('update');
  if (!group) throw new AppError('NOT_FOUND', 'content.sectionNotFound');
  const definition = getBlockDefinition(group.componentType);
  if (!definition) throw new AppError('BAD_REQUEST', 'content.sectionNotEditable', { values: { type: group.componentType } });
  return { group, definition };
}

function assertLocale(site: Site, locale: Locale) {
  if (!site.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
}

/** A refused option value, worded by the rule it broke (in the caller's language, no technical text). */
function optionRefused(option: string, rule: OptionRule): AppError {
  switch (rule.kind) {
    case 'number':
      return new AppError('BAD_REQUEST', 'content.optionNumber', { values: { option } });
    case 'range':
      return new AppError('BAD_REQUEST', 'content.optionRange', { values: { option, min: rule.min, max: rule.max } });
    case 'min':
      return new AppError('BAD_REQUEST', 'content.optionMin', { values: { option, min: rule.min } });
    case 'notOffered':
      return new AppError('BAD_REQUEST', 'content.optionNotOffered', { values: { option } });
    case 'invalid':
      return new AppError('BAD_REQUEST', 'content.invalidOption', { values: { option } });
  }
}

const blankAsNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** Applies one content change to a field's content, keeping the other languages. */
function applyContent(site: Site, slot: SlotDefinition, current: FieldContent | null, change: TFieldContentChange): FieldContent {
  const expected = slot.kind === 'richText' ? 'localizedRichText' : slot.kind === 'media' ? null : ['localizedSingleValue', 'single'];
  if (expected === null || (Array.isArray(expected) ? !expected.includes(change.type) : expected !== change.type)) {
    throw new AppError('BAD_REQUEST', 'content.wrongContentType', { values: { type: change.type } });
  }
  if (change.type === 'single') return { type: 'single', value: blankAsNull(change.value) };
  assertLocale(site, change.locale);
  // A phone number, a date, a price: one value for every language, whichever language it was typed in.
  if (isLanguageNeutral(slot) && change.type === 'localizedSingleValue') return { type: 'single', value: blankAsNull(change.value) };
  if (change.type === 'localizedSingleValue') {
    const values = current?.type === 'localizedSingleValue' ? { ...current.values } : {};
    if (change.value === null) delete values[change.locale];
    else values[change.locale] = change.value;
    return { type: 'localizedSingleValue', values };
  }
  const values = current?.type === 'localizedRichText' ? { ...current.values } : {};
  // A document without text (or a lone newline) counts as empty (spec §3.1).
  if (change.value === null || change.value.text.trim() === '') delete values[change.locale];
  else values[change.locale] = change.value;
  return { type: 'localizedRichText', values };
}

function applyFieldOptions(site: Site, slot: SlotDefinition, current: Record<string, OptionValue>, change: Record<string, OptionValue>) {
  const next = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (slot.kind === 'button' && key === 'link') {
      const parsed = ZLinkValue.nullable().safeParse(value);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'content.invalidLink');
      next[key] = parsed.data as OptionValue;
    } else if (slot.kind === 'media' && key === SLOT_ALT_OPTION) {
      // The slot's own alternative texts (issue 31); none left means the library's again.
      const parsed = ZSlotAlt.nullable().safeParse(value);
      if (!parsed.success) {
        const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
        throw tooLong ? new AppError('BAD_REQUEST', 'media.altTooLong') : new AppError('BAD_REQUEST', 'request.invalidInput', { values: { fields: key } });
      }
      for (const locale of Object.keys(parsed.data?.texts ?? {}) as Locale[]) assertLocale(site, locale);
      const alt = slotAltOf(parsed.data);
      if (alt) next[key] = alt;
      else delete next[key];
    } else {
      throw new AppError('BAD_REQUEST', 'content.unknownFieldOption', { values: { key } });
    }
  }
  return next;
}

async function saveField(tx: Transaction, site: Site, request: FieldRequest): Promise<SavedItem> {
  const { definition } = await lockGroup(tx, site.id, request.groupId);
  const slot = definition.slots[request.slot];
  if (!slot) throw new AppError('BAD_REQUEST', 'content.unknownField', { values: { slot: request.slot, type: definition.type } });
  const [existing] = await tx
    .select()
    .from(fields)
    .where(
      request.linkId ? and(eq(fields.id, request.linkId), eq(fields.siteId, site.id)) : and(eq(fields.groupId, request.groupId), eq(fields.slot, request.slot)),
    )
    .for('update');
  if (request.linkId && (!existing || existing.groupId !== request.groupId || existing.slot !== request.slot))
    throw new AppError('NOT_FOUND', 'content.fieldNotFound');
  const storedVersion = existing?.version ?? 0;
  if (storedVersion !== request.version) {
    throw changedMeanwhile({ itemType: 'field', id: existing?.id ?? null, version: storedVersion, state: existing?.draft ?? null });
  }
  const current: FieldState = existing?.draft ?? { content: null, options: {}, mediaId: null, visible: true };
  const { data } = request;
  if (data.mediaId !== undefined && slot.kind !== 'media') throw new AppError('BAD_REQUEST', 'content.noMediaField');
  const next: FieldState = {
    content: data.content ? applyContent(site, slot, current.content, data.content) : current.content,
    options: data.options ? applyFieldOptions(site, slot, current.options, data.options as Record<string, OptionValue>) : current.options,
    mediaId: data.mediaId !== undefined ? data.mediaId : current.mediaId,
    visible: data.visible ?? current.visible,
    ...(current.machineTranslated ? { machineTranslated: current.machineTranslated } : {}),
  };
  // A person's edit of a language makes its text theirs: no longer "machine translated", nor outdated.
  const edited = data.content && 'locale' in data.content ? data.content.locale : null;
  if (current.machineTranslated && edited) {
    const remaining = current.machineTranslated.filter((locale) => locale !== edited);
    if (remaining.length > 0) next.machineTranslated = remaining;
    else delete next.machineTranslated;
  }
  // A changed source text marks the other languages' translations outdated (issue 31).
  const marks = data.content
    ? nextOutdatedMarks({
        before: current.content,
        after: next.content,
        marks: current.outdated,
        written: edited ? [edited] : [],
        locales: site.locales,
        defaultLocale: site.defaultLocale,
      })
    : current.outdated;
  if (marks) next.outdated = marks;
  const now = new Date();
  if (existing) {
    const [updated] = await tx
      .update(fields)
      .set({ draft: next, version: sql`${fields.version} + 1`, updatedAt: now })
      .where(eq(fields.id, existing.id))
      .returning({ version: fields.version });
    return { itemType: 'field', id: existing.id, version: updated?.version ?? storedVersion + 1, state: next };
  }
  const [created] = await tx
    .insert(fields)
    .values({ siteId: site.id, groupId: request.groupId, slot: request.slot, draft: next })
    .returning({ id: fields.id, version: fields.version });
  if (!created) throw new AppError('INTERNAL', 'content.createFieldFailed');
  return { itemType: 'field', id: created.id, version: created.version, state: next };
}

async function saveGroup(tx: Transaction, site: Site, request: GroupRequest): Promise<SavedItem> {
  const { group, definition } = await lockGroup(tx, site.id, request.linkId);
  if (group.version !== request.version) throw changedMeanwhile({ itemType: 'group', id: group.id, version: group.version, state: group.draft });
  const options = { ...group.draft.options };
  for (const [key, value] of Object.entries(request.data.options ?? {})) {
    const option = definition.options[key];
    if (!option) throw new AppError('BAD_REQUEST', 'content.unknownOption', { values: { key, type: definition.type } });
    const checked = validateOptionValue(option, value);
    if (!checked.ok) throw optionRefused(key, checked.rule);
    options[key] = checked.value;
  }
  const meta = request.data.meta ?? group.draft.meta;
  for (const locale of meta.disallowedLanguages) assertLocale(site, locale);
  const next: GroupState = { ...group.draft, options, meta: { disallowedLanguages: [...new Set(meta.disallowedLanguages)] } };
  await tx
    .update(groups)
    .set({ draft: next, version: sql`${groups.version} + 1`, updatedAt: new Date() })
    .where(eq(groups.id, group.id));
  return { itemType: 'group', id: group.id, version: group.version + 1, state: next };
}

/**
 * Saves a field's or a section's working state, checked against the block registry (the slot or
 * option must exist, values must be valid, languages must be the site's). All or nothing, and only
 * when the request is based on the stored version (else 409 with the current state, editor-safety).
 */
export async function saveItem(db: Queryable, options: { site: Site; request: TSaveItemRequest }): Promise<SavedItem> {
  const { site, request } = options;
  return db.transaction((tx) => (request.itemType === 'field' ? saveField(tx, site, request) : saveGroup(tx, site, request)));
}
