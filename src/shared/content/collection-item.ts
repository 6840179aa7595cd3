import type { Localized } from '../locales';
import type { MediaInfo } from './media';
import type { FieldNode } from './types';

/** One page of a collection as its container lists it; serializable. */
export type CollectionItem = {
  pageId: string;
  slug: Localized<string>;
  name: Localized<string>;
  /** The detail group's fields (empty for collections without details or pages lacking the group). */
  fields: Record<string, FieldNode>;
  /** Media the detail fields reference, by id (this site's only). */
  media: Record<string, MediaInfo>;
};
