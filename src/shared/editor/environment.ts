import type { BranchLocation } from '../content/feeds';
import type { Collection } from '../content/types';
import type { EditorLocale } from '../i18n/config';
import type { NamespaceMessages } from '../i18n/catalogues';
import type { EditorCatalogues } from '../i18n/editor-messages';
import type { Locale } from '../locales';
import type { Permission, Role } from '../permissions';

/**
 * What the edit route hands the editor's client components: built on the server from the resolved
 * edit request (`src/server/services/editor`), read in the browser through the editor's context.
 */

/** A page as the editor's pickers see it (drafts included). */
export type PickerPage = {
  id: string;
  name: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
  collection: Collection | null;
  specialKey: string | null;
  status: string;
};
export type PickerNavigation = { id: string; label: Partial<Record<Locale, string>>; pageIds: string[] }[];

/** Everything editing components need to know about where they are; set once by the edit route. */
export type EditorEnvironment = {
  site: { id: string; name: string; locales: Locale[]; defaultLocale: Locale; healthOptics: boolean };
  /**
   * The signed-in member: their role on the site and the permissions of the matrix it holds
   * (`src/shared/permissions.ts`). The editor offers only what these allow; the API enforces them.
   */
  member: { role: Role; permissions: Permission[] };
  page: { id: string; collection: Collection | null; slug: Partial<Record<Locale, string>>; specialKey: string | null; status: string };
  locale: Locale;
  /** The user's editor language (their stored preference, else the browser's, else German). */
  editorLanguage: EditorLocale;
  /** The editor catalogues (`editor…` namespaces) in `editorLanguage` only. */
  messages: EditorCatalogues;
  /** The `forms` catalogue in `editorLanguage`: the inbox names fields and answers as the forms do. */
  formLabels: NamespaceMessages<'forms'>;
  pages: PickerPage[];
  navigation: PickerNavigation;
  /**
   * The working-state version of every section (`group:<id>`) and field (`field:<groupId>:<slot>`)
   * of the page: the base each save carries, so a save over someone else's change gets a 409.
   */
  versions: Record<string, number>;
  /** The business's branches, for location options; set only when the page has such an option. */
  branches?: BranchLocation[];
  /**
   * Set when the edit route shows a published version read-only (`?version=<id>`): the editor
   * shows a banner ("Vorschau Version N") with "restore as draft" instead of editing controls.
   */
  preview?: { versionId: string; version: number; createdAt: string };
};
