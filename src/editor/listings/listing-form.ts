import type { ListingCategory, ListingDirection, ListingKind, ListingOptions } from '@/shared/content/listings';
import type { RichTextValue } from '@/shared/content/types';
import type { Locale, Localized } from '@/shared/locales';
import { type Listing, type ListingFields, ZListingFields } from '@/shared/schemas/listings';
import { formatChfInput, parseChf } from './chf';

/**
 * The edit form's state and its way to the API's `fields`: pure, so the rules (which language must
 * be filled, what a price looks like, what a marketplace item needs) are tested without a browser.
 * The form keeps what was typed (`costText`, not cents) so an error never loses a keystroke.
 */
export type ListingDraft = {
  title: Localized<string>;
  description: Localized<RichTextValue | null>;
  workQuota: string;
  /** A job's last day online as the date field has it (YYYY-MM-DD), '' for none. */
  validThrough: string;
  costText: string;
  options: ListingOptions;
  category: ListingCategory | null;
  direction: ListingDirection;
  branchId: string | null;
  staffMemberId: string | null;
  imageIds: string[];
};

/** The field problems the form names (catalogue `editorListings` → `errors.*`). */
export const FIELD_ERRORS = [
  'titleRequired',
  'titleTooLong',
  'translationMissing',
  'invalidCost',
  'categoryRequired',
  'tooManyImages',
  'invalidCharacters',
  'generic',
] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];
/** Problems by field path as the schema names it ("title.de", "costCents", "category"). */
export type FieldErrors = Record<string, FieldError>;

export function emptyDraft(): ListingDraft {
  return {
    title: {},
    description: {},
    workQuota: '',
    validThrough: '',
    costText: '',
    options: { toBePickedUp: false, subjectToPostage: false, askingPrice: false },
    category: null,
    direction: 'offering',
    branchId: null,
    staffMemberId: null,
    imageIds: [],
  };
}

export function draftOf(listing: Listing): ListingDraft {
  return {
    title: { ...listing.title },
    description: { ...listing.description },
    workQuota: listing.workQuota,
    validThrough: listing.validThrough ?? '',
    costText: listing.costCents === null ? '' : formatChfInput(listing.costCents),
    options: { ...listing.options },
    category: listing.category,
    direction: listing.direction,
    branchId: listing.branchId,
    staffMemberId: listing.staffMemberId,
    imageIds: [...listing.imageIds],
  };
}

/** A schema message ("listings.titleTooLong", "invalidCharacters") as the form's error. */
export function fieldErrorOf(message: string): FieldError {
  const key = message.replace(/^listings\./, '');
  return FIELD_ERRORS.find((known) => known === key) ?? 'generic';
}

/** Issues as the API returns them in `data.issues` (paths inside the body, e.g. fields.title.de). */
export function fieldErrorsOfIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = (path[0] === 'fields' ? path.slice(1) : path).join('.');
    errors[key] ??= fieldErrorOf(issue.message);
  }
  return errors;
}

function filledTitles(title: Localized<string>): Localized<string> {
  return Object.fromEntries(Object.entries(title).flatMap(([locale, text]) => (text?.trim() ? [[locale, text.trim()]] : [])));
}

function filledDescriptions(description: Localized<RichTextValue | null>): Localized<RichTextValue> {
  return Object.fromEntries(Object.entries(description).flatMap(([locale, value]) => (value && value.text.trim() !== '' ? [[locale, value]] : [])));
}

export type FieldsResult = { ok: true; fields: ListingFields } | { ok: false; errors: FieldErrors };

/**
 * The draft as the API's `fields`, checked by the same schema the server uses. A job carries no
 * price, category or options; a marketplace item no work quota (the server ignores them anyway —
 * clearing them here keeps what is stored what is shown).
 */
export function fieldsOf(draft: ListingDraft, { kind, defaultLocale }: { kind: ListingKind; defaultLocale: Locale }): FieldsResult {
  const errors: FieldErrors = {};
  const title = filledTitles(draft.title);
  if (!title[defaultLocale]) errors[`title.${defaultLocale}`] = 'titleRequired';
  let costCents: number | null = null;
  if (kind === 'marketplace') {
    const cost = parseChf(draft.costText);
    if (cost.ok) costCents = cost.cents;
    else errors.costCents = 'invalidCost';
    if (!draft.category) errors.category = 'categoryRequired';
  }
  const marketplace = kind === 'marketplace';
  const parsed = ZListingFields.safeParse({
    title,
    description: filledDescriptions(draft.description),
    workQuota: marketplace ? '' : draft.workQuota,
    validThrough: marketplace || !draft.validThrough ? null : draft.validThrough,
    costCents,
    options: marketplace ? draft.options : { toBePickedUp: false, subjectToPostage: false, askingPrice: false },
    category: marketplace ? draft.category : null,
    direction: marketplace ? draft.direction : 'offering',
    branchId: draft.branchId,
    staffMemberId: draft.staffMemberId,
    imageIds: draft.imageIds,
  });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= fieldErrorOf(issue.message);
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}

/** The languages whose title is still empty (the language switcher marks them). */
export function missingTitles(draft: ListingDraft, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => !draft.title[locale]?.trim());
}

/** JSON with object keys sorted, so two equal values serialise alike whatever order their keys came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/**
 * Whether the draft holds something the stored listing does not (or no listing is stored yet).
 * A draft that does not pass the checks counts as changed: saving it names the problem. An edit
 * that the server would normalise away may count as a change too — it costs one save, never text.
 */
export function hasUnsavedChanges(draft: ListingDraft, stored: Listing | null, rules: { kind: ListingKind; defaultLocale: Locale }): boolean {
  if (!stored) return true;
  const checked = fieldsOf(draft, rules);
  if (!checked.ok) return true;
  const storedFields = fieldsOf(draftOf(stored), rules);
  return !storedFields.ok || stableJson(checked.fields) !== stableJson(storedFields.fields);
}
