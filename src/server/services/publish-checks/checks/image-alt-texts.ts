import { findMissingAltTexts, type MissingAltText } from '../../media/find-missing-alt-texts';
import { checkId, type PageCheck, type PublishCheck } from '../types';

/**
 * Images the page shows without an alternative text in a language it is live in, and not marked
 * "rein dekorativ" (warning): screen readers announce nothing there. One entry per box and
 * language; the slot is the first image's (the gallery's images are one option).
 */
export const imageAltTexts: PageCheck = async ({ db, site, tree }) => {
  const pageId = tree.page.id;
  const groups = new Map(tree.groups.map((group) => [group.id, group]));
  const byBox = new Map<string, MissingAltText[]>();
  for (const entry of await findMissingAltTexts(db, { site, pageId })) {
    if (!groups.has(entry.sectionId)) continue;
    const key = `${entry.sectionId}:${entry.locale}`;
    byBox.set(key, [...(byBox.get(key) ?? []), entry]);
  }
  return [...byBox.values()].map((images): PublishCheck => {
    const [first] = images as [MissingAltText];
    return {
      id: checkId(['imageAltMissing', pageId, first.sectionId, first.locale]),
      severity: 'warning',
      code: 'imageAltMissing',
      pageId,
      sectionId: first.sectionId,
      sectionType: groups.get(first.sectionId)?.type ?? '',
      slot: first.slot,
      locale: first.locale,
      params: { count: images.length },
    };
  });
};
