import { isRecord } from '../../../../shared/blocks/fields';
import { RICH_TEXT_MAX_DEPTH } from '../../../../shared/blocks/constants';
import { markLink } from '../../../../shared/blocks/link-target';
import type { LinkContext } from '../../../../shared/blocks/fields';
import type { FieldNode, RichTextNode } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locales';
import { languageList, liveLanguagesOf } from '../languages';
import { checkId, type PageCheck, type PublishCheck, sectionOf } from '../types';

/** The texts of a document's links that lead nowhere (the page shows them as plain text). */
function deadLinkTexts(node: RichTextNode, ctx: LinkContext, depth = 0): string[] {
  if (depth > RICH_TEXT_MAX_DEPTH || !isRecord(node)) return [];
  if (node.type === 'text') {
    const marks = Array.isArray(node.marks) ? node.marks : [];
    const dead = marks.some((mark) => isRecord(mark) && mark.type === 'link' && markLink(mark.attrs, ctx) === null);
    return dead && typeof node.text === 'string' && node.text.trim() !== '' ? [node.text.trim()] : [];
  }
  return Array.isArray(node.content) ? node.content.flatMap((child) => deadLinkTexts(child, ctx, depth + 1)) : [];
}

function deadLinks(field: FieldNode, locale: Locale, pages: LinkContext['pages']): string[] {
  const content = field.content;
  if (content?.type !== 'localizedRichText') return [];
  const value = content.values[locale];
  return value && isRecord(value.json) ? deadLinkTexts(value.json, { locale, mode: 'live', pages }) : [];
}

/**
 * Links in rich texts without a target visitors can follow (an empty or unsafe address, a page
 * that is gone or has no URL in that language): the page shows the words without the link. One
 * warning per text field, naming the first such link and the languages when not all.
 */
export const richTextLinks: PageCheck = ({ site, tree, liveLanguages, linkTargets }) =>
  tree.groups.flatMap((group) => {
    const locales = liveLanguagesOf(site, tree, group, liveLanguages);
    return Object.values(group.fields).flatMap((field): PublishCheck[] => {
      if (!field.visible) return [];
      const found = locales.map((locale) => ({ locale, texts: deadLinks(field, locale, linkTargets) })).filter((entry) => entry.texts.length > 0);
      const [first] = found;
      if (!first) return [];
      const partial = found.length < locales.length;
      return [
        {
          id: checkId(['linkWithoutTarget', tree.page.id, group.id, field.slot]),
          severity: 'warning',
          code: 'linkWithoutTarget',
          pageId: tree.page.id,
          ...sectionOf(group, field.slot),
          ...(partial ? { locale: first.locale } : {}),
          params: { text: first.texts[0] ?? '', count: first.texts.length, languages: partial ? languageList(found.map((entry) => entry.locale)) : '' },
        },
      ];
    });
  });
