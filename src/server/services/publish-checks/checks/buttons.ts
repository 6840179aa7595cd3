import { getBlockDefinition } from '../../../../shared/blocks/definitions';
import { asLinkValue, isSlotVisible, textOf } from '../../../../shared/blocks/fields';
import { linkHref } from '../../../../shared/content/links';
import type { GroupNode } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locales';
import type { PublishCheckCode } from '../../../../shared/schemas/publish-checks';
import { languageList, liveLanguagesOf } from '../languages';
import { checkId, type PageCheck, type PageCheckInput, type PublishCheck, sectionOf } from '../types';

/**
 * What one button slot shows live, judged as the page renders it (`SlotButton`: a button is a link
 * only with both a text and a target, else visitors see nothing): a text without a target (the
 * issue's "published silently, gone for visitors"), a target without any text, or a required
 * button with neither. An untouched optional button is simply not used. All warnings.
 */
function buttonProblem(input: PageCheckInput, group: GroupNode, slot: string, required: boolean, locales: Locale[]): PublishCheck | null {
  const link = asLinkValue(group.fields[slot]?.options.link);
  const href = (locale: Locale) => linkHref(link, { locale, mode: 'live', pages: input.linkTargets });
  const labelled = locales.filter((locale) => textOf(group, slot, locale) !== null);
  const entry = (code: PublishCheckCode, affected: Locale[], params: PublishCheck['params'] = {}): PublishCheck => {
    // Named by language only when the problem is in some languages, not all (a page link without a French URL).
    const partial = affected.length > 0 && affected.length < locales.length;
    return {
      id: checkId([code, input.tree.page.id, group.id, slot]),
      severity: 'warning',
      code,
      pageId: input.tree.page.id,
      ...sectionOf(group, slot),
      ...(partial ? { locale: affected[0] } : {}),
      params: { ...params, languages: partial ? languageList(affected) : '' },
    };
  };
  if (labelled.length > 0) {
    const unlinked = labelled.filter((locale) => href(locale) === null);
    return unlinked.length > 0 ? entry('buttonWithoutLink', unlinked, { label: textOf(group, slot, unlinked[0] as Locale) ?? '' }) : null;
  }
  if (locales.some((locale) => href(locale) !== null)) return entry('buttonWithoutText', []);
  return link !== null || required ? entry('buttonEmpty', []) : null;
}

/** Buttons of every box, in the languages the box is live in. */
export const buttons: PageCheck = (input) =>
  input.tree.groups.flatMap((group) => {
    const definition = getBlockDefinition(group.type);
    const locales = liveLanguagesOf(input.site, input.tree, group, input.liveLanguages);
    if (!definition || locales.length === 0) return [];
    return Object.entries(definition.slots).flatMap(([slot, slotDefinition]) => {
      if (slotDefinition.kind !== 'button' || !isSlotVisible(group, slot)) return [];
      const problem = buttonProblem(input, group, slot, slotDefinition.required === true, locales);
      return problem ? [problem] : [];
    });
  });
