import { getBlockDefinition } from '../../../../shared/blocks/definitions';
import { isSlotVisible, richTextOf, textOf } from '../../../../shared/blocks/fields';
import type { BlockDefinition } from '../../../../shared/blocks/types';
import type { GroupNode } from '../../../../shared/content/types';
import { liveLanguagesOf, shownLanguagesOf } from '../languages';
import { checkId, type PageCheck, sectionOf } from '../types';

/**
 * A box whose `load` reads a branch of the business profile shows that branch's data instead of
 * its own slots once the branch is chosen (the contact box): its slots are not required then.
 */
function slotsReplacedByData(definition: BlockDefinition, group: GroupNode): boolean {
  if (definition.load?.kind !== 'branch') return false;
  const chosen = group.options[definition.load.branchOption];
  return Array.isArray(chosen) ? chosen.length > 0 : typeof chosen === 'string' && chosen !== '';
}

/**
 * A text the box's definition requires (a hero's title, a quote's text) empty in every language
 * the box is shown in (blocking): the box would go live without it. Filled in some language only
 * is a missing translation, listed by that check. Hidden slots and boxes no live language reads
 * are skipped; required buttons are the button check's.
 */
export const requiredTexts: PageCheck = ({ site, tree, liveLanguages }) =>
  tree.groups.flatMap((group) => {
    const definition = getBlockDefinition(group.type);
    if (!definition || slotsReplacedByData(definition, group) || liveLanguagesOf(site, tree, group, liveLanguages).length === 0) return [];
    const shown = shownLanguagesOf(site, tree, group);
    return Object.entries(definition.slots).flatMap(([slot, slotDefinition]) => {
      if (!slotDefinition.required || (slotDefinition.kind !== 'text' && slotDefinition.kind !== 'richText') || !isSlotVisible(group, slot)) return [];
      const read = slotDefinition.kind === 'text' ? textOf : richTextOf;
      if (shown.some((locale) => read(group, slot, locale) !== null)) return [];
      return [
        {
          id: checkId(['requiredTextEmpty', tree.page.id, group.id, slot]),
          severity: 'blocking' as const,
          code: 'requiredTextEmpty' as const,
          pageId: tree.page.id,
          ...sectionOf(group, slot),
          params: {},
        },
      ];
    });
  });
