import { asLinkValue, isRecord } from '@/shared/blocks/fields';
import { COLLECTIONS, type Collection } from '@/shared/content/types';
import type { LinkValue } from '@/shared/content/links';

export const LINK_TYPES = ['url', 'phone', 'email', 'page'] as const;
export type LinkType = LinkValue['type'];
export type PageRef = { id: string; collection: Collection | null };

/** Every key of a link value present, so a saved link always has the same shape. */
export type LinkDraft = { type: LinkType; url: string | null; phone: string | null; email: string | null; page: PageRef | null };

/**
 * Reads a stored link option for editing. `asLinkValue` keeps only the page id (all rendering
 * needs); the picker also wants the page's collection, read here from the raw value.
 */
export function readLinkDraft(value: unknown): LinkDraft {
  const link = asLinkValue(value);
  const rawPage = isRecord(value) && isRecord(value.page) ? value.page : null;
  const collection = (COLLECTIONS as readonly unknown[]).includes(rawPage?.collection) ? (rawPage?.collection as Collection) : null;
  return {
    type: link?.type ?? 'url',
    url: link?.url ?? null,
    phone: link?.phone ?? null,
    email: link?.email ?? null,
    page: link?.page ? { id: link.page.id, collection } : null,
  };
}
