import { isRecord } from '@/shared/blocks/fields';
import { pagePath, type LinkValue } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import type { PickerPage } from '../../shared/editor/environment';
import { linkLabel } from '../lib/link-label';
import { type LinkDraft, readLinkDraft } from '../lib/link-value';

export type LinkMarkAttrs = { href: string; target: string | null; link: LinkValue | null };

/**
 * A link value as link-mark attributes, the way the live renderer reads them: a raw href for url,
 * email and phone, a structured `link` for pages (their slug can change). url and email open in a
 * new tab, page and phone in the same one (editor-core §4).
 */
export function markAttrsFromLink(link: LinkValue, options: { locale: Locale; pages: readonly PickerPage[] }): LinkMarkAttrs {
  switch (link.type) {
    case 'url':
      return { href: link.url ?? '', target: '_blank', link: null };
    case 'email':
      return { href: `mailto:${link.email ?? ''}`, target: '_blank', link: null };
    case 'phone':
      return { href: `tel:${(link.phone ?? '').replace(/[^\d+]/g, '')}`, target: null, link: null };
    default: {
      const page = options.pages.find((candidate) => candidate.id === link.page?.id);
      const href = page ? pagePath({ locale: options.locale, mode: 'live', page }) : null;
      return { href: href ?? '#', target: null, link: { type: 'page', page: link.page ?? null } };
    }
  }
}

/** The link under the cursor as the link form's starting point. */
export function draftFromMarkAttrs(attrs: unknown): LinkDraft {
  if (!isRecord(attrs)) return readLinkDraft(null);
  if (isRecord(attrs.link)) return readLinkDraft(attrs.link);
  const href = typeof attrs.href === 'string' ? attrs.href : '';
  if (/^mailto:/i.test(href)) return readLinkDraft({ type: 'email', email: href.replace(/^mailto:/i, '') });
  if (/^tel:/i.test(href)) return readLinkDraft({ type: 'phone', phone: href.replace(/^tel:/i, '') });
  return readLinkDraft({ type: 'url', url: href });
}

/** What the bubble shows for the link under the cursor: a page's name, or the target without its scheme, cut to 20 characters. */
export function markLabel(attrs: unknown, options: { locale: Locale; pages: readonly PickerPage[] }): string {
  const draft = draftFromMarkAttrs(attrs);
  if (draft.type === 'page') {
    const page = options.pages.find((candidate) => candidate.id === draft.page?.id);
    return linkLabel(page?.name[options.locale] ?? page?.slug[options.locale] ?? '—');
  }
  return linkLabel(isRecord(attrs) && typeof attrs.href === 'string' ? attrs.href : '');
}
