import { and, eq, inArray } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import { isAltMissing, SLOT_ALT_OPTION, type SlotAlt, slotAltOf } from '../../../shared/content/media-alt';
import type { FieldState, GroupState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { fields, groups, media, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isBlockingLanguage } from '../pages/find-missing-translations';
import { pageLanguages } from '../pages/translatable-fields';

type Site = { id: string; locales: Locale[]; defaultLocale: Locale };

/** An image a page shows without a text in a language the page is live in (and not decorative). */
export type MissingAltText = { sectionId: string; slot: string; mediaId: string; locale: Locale };

/** One image a section shows: through a media slot (with its override) or a list option (the gallery's `images`). */
type ShownImage = { slot: string; mediaId: string; override: SlotAlt | null };

/** The images a section's working state shows, in slot order, then its media options. */
function imagesOf(type: string, state: GroupState, slotFields: ReadonlyMap<string, FieldState>): ShownImage[] {
  const definition = getBlockDefinition(type);
  if (!definition) return [];
  const shown: ShownImage[] = [];
  for (const [slot, slotDefinition] of Object.entries(definition.slots)) {
    const field = slotFields.get(slot);
    if (slotDefinition.kind !== 'media' || !field?.mediaId || field.visible === false) continue;
    shown.push({ slot, mediaId: field.mediaId, override: slotAltOf(field.options[SLOT_ALT_OPTION]) });
  }
  for (const [key, option] of Object.entries(definition.options)) {
    const value = state.options[key];
    if (option.type === 'media' && typeof value === 'string' && value !== '') shown.push({ slot: key, mediaId: value, override: null });
    if (option.type === 'bulkUploader' && Array.isArray(value)) {
      for (const id of new Set<unknown>(value)) if (typeof id === 'string' && id !== '') shown.push({ slot: key, mediaId: id, override: null });
    }
  }
  return shown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For the publish checks (issue 31): the images of a page's working state — media slots of
 * sections that are shown (not removed or archived), visible, and the gallery's list — that have no
 * alternative text in a language the page is live in (a never-restricted page: every language it
 * may be read in) and the section is not hidden in, unless decorative there. The slot's own text
 * counts before the library's. Videos and unknown ids are not images and are left out.
 */
export async function findMissingAltTexts(db: Queryable, options: { site: Site; pageId: string }): Promise<MissingAltText[]> {
  const { site, pageId } = options;
  const [page] = await db
    .select({ draft: pages.draft, liveLanguages: pages.liveLanguages })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, site.id)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const languages = pageLanguages(site, page.draft.meta.disallowedLanguages).filter((locale) => isBlockingLanguage(page.liveLanguages, locale));
  if (languages.length === 0) return [];

  const sections = await db
    .select({ id: groups.id, type: groups.componentType, state: groups.draft })
    .from(groups)
    .where(and(eq(groups.pageId, pageId), eq(groups.siteId, site.id), inArray(groups.status, ['draft', 'published'])));
  sections.sort((a, b) => a.state.position - b.state.position || a.id.localeCompare(b.id));
  const fieldRows =
    sections.length === 0
      ? []
      : await db
          .select({ groupId: fields.groupId, slot: fields.slot, state: fields.draft })
          .from(fields)
          .where(
            and(
              eq(fields.siteId, site.id),
              inArray(
                fields.groupId,
                sections.map((section) => section.id),
              ),
            ),
          );
  const shown = sections.map((section) => {
    const slotFields = new Map(fieldRows.filter((row) => row.groupId === section.id).map((row) => [row.slot, row.state]));
    return { section, images: imagesOf(section.type, section.state, slotFields).filter((image) => UUID.test(image.mediaId)) };
  });

  const ids = [...new Set(shown.flatMap(({ images }) => images.map((image) => image.mediaId)))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: media.id, alt: media.alt, decorative: media.decorative })
    .from(media)
    .where(and(eq(media.siteId, site.id), eq(media.mediaType, 'image'), inArray(media.id, ids)));
  const images = new Map(rows.map((row) => [row.id, row]));

  const missing: MissingAltText[] = [];
  for (const { section, images: sectionImages } of shown) {
    const sectionLanguages = languages.filter((locale) => !section.state.meta.disallowedLanguages.includes(locale));
    for (const image of sectionImages) {
      const row = images.get(image.mediaId);
      if (!row) continue;
      for (const locale of sectionLanguages) {
        if (isAltMissing(row, locale, image.override)) missing.push({ sectionId: section.id, slot: image.slot, mediaId: image.mediaId, locale });
      }
    }
  }
  return missing;
}
