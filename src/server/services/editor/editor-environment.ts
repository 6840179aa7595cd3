import 'server-only';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import { getBranchLocations } from '@/server/services/feeds';
import type { ResolvedPageRequest } from '@/server/services/rendering/resolve-page-request';
import type { EditorEnvironment, PickerNavigation, PickerPage } from '@/shared/editor/environment';
import type { BranchLocation } from '@/shared/content/feeds';
import { branchLocation } from '@/shared/content/business';
import type { EditorLocale } from '@/shared/i18n/config';
import { messagesFor } from '@/shared/i18n/catalogues';
import { editorMessagesFor } from '@/shared/i18n/editor-messages';
import { type Role, permissionsOf } from '@/shared/permissions';

type ResolvedPage = Extract<ResolvedPageRequest, { kind: 'page' }>;

/** What the editor's client components need to know, from the resolved edit request. */
export function buildEditorEnvironment(resolved: ResolvedPage, editorLanguage: EditorLocale, role: Role): EditorEnvironment {
  const { site, locale, tree, chrome } = resolved;
  const pages: PickerPage[] = [...chrome.pages.entries()].map(([id, page]) => ({
    id,
    name: page.name,
    slug: page.slug,
    collection: page.collection,
    specialKey: page.specialKey,
    status: page.status,
  }));
  const navigation: PickerNavigation = chrome.navigation.containers.map((container) => ({
    id: container.id,
    label: container.label,
    pageIds: [...(container.pageId ? [container.pageId] : []), ...container.children.map((child) => child.pageId)],
  }));
  return {
    site: { id: site.id, name: site.name, locales: site.locales, defaultLocale: site.defaultLocale, healthOptics: site.healthOptics },
    member: { role, permissions: permissionsOf(role) },
    page: { id: tree.page.id, collection: tree.page.collection, slug: tree.page.slug, specialKey: tree.page.specialKey, status: tree.page.status },
    locale,
    editorLanguage,
    messages: editorMessagesFor(editorLanguage),
    formLabels: messagesFor(editorLanguage, 'forms'),
    pages,
    navigation,
    versions: contentVersions(tree),
    ...(resolved.preview ? { preview: resolved.preview } : {}),
  };
}

/** The versions the editor bases its saves on (keys as `versionKey` in the editor). */
function contentVersions(tree: ResolvedPage['tree']): Record<string, number> {
  const versions: Record<string, number> = {};
  for (const group of tree.groups) {
    if (group.version !== undefined) versions[`group:${group.id}`] = group.version;
    for (const field of Object.values(group.fields)) {
      if (field.version !== undefined) versions[`field:${group.id}:${field.slot}`] = field.version;
    }
  }
  return versions;
}

/**
 * The branches a location option can choose from — the business profile's branches, then the
 * reviews provider's locations it does not list — loaded only when a section on the page has such
 * an option (adding one re-renders the page, which loads them).
 */
export async function loadEditorBranches(resolved: ResolvedPage): Promise<BranchLocation[] | undefined> {
  const needed = resolved.tree.groups.some((group) =>
    Object.values(getBlockDefinition(group.type)?.options ?? {}).some((option) => option.type === 'location'),
  );
  if (!needed) return undefined;
  const own = resolved.chrome.business.branches.map(branchLocation);
  const known = new Set(own.map((branch) => branch.id));
  return [...own, ...(await getBranchLocations(resolved.site.id)).filter((location) => !known.has(location.id))];
}
