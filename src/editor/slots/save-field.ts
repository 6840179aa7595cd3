'use client';

import type { LinkValue } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import { saveItem } from '../save-item';

type FieldRef = { groupId: string; fieldId: string | null; slot: string };

/** Saves a text slot's value in one locale; null clears it. */
export function saveFieldText(field: FieldRef & { locale: Locale; value: string | null }) {
  return saveItem({
    itemType: 'field',
    linkId: field.fieldId,
    groupId: field.groupId,
    slot: field.slot,
    data: { content: { type: 'localizedSingleValue', locale: field.locale, value: field.value } },
  });
}

/** Saves a button slot's `link` option; null removes the link. */
export function saveFieldLink(field: FieldRef & { link: LinkValue | null }) {
  return saveItem({
    itemType: 'field',
    linkId: field.fieldId,
    groupId: field.groupId,
    slot: field.slot,
    data: { options: { link: field.link } },
  });
}
