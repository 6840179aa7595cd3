import { type LinkValue, linkHref, opensInNewTab } from '../content/links';
import { asLinkValue, isRecord, type LinkContext } from './fields';

export type SafeLink = { href: string; newTab: boolean };

// Anything else (javascript:, data:, vbscript:, protocol-relative, relative paths) is dropped.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)\S/i;

/** The internal page a mark points to, whether stored as {type:'page', id} or a LinkValue. */
function structuredLink(attrs: Record<string, unknown>): LinkValue | null {
  const link = asLinkValue(attrs.link);
  if (link) return link;
  if (attrs.type === 'page' && typeof attrs.id === 'string') return { type: 'page', page: { id: attrs.id } };
  return attrs.type === 'page' ? asLinkValue(attrs) : null;
}

/**
 * A link mark's target. Structured links go through linkHref (page ids resolve via ctx.pages and
 * an unknown page drops the link rather than trusting a stale href); raw hrefs must match SAFE_HREF.
 * url and email open in a new tab, page and phone in the same one (editor-core §4).
 */
export function markLink(attrs: unknown, ctx: LinkContext): SafeLink | null {
  if (!isRecord(attrs)) return null;
  const link = structuredLink(attrs);
  if (link) {
    const href = linkHref(link, ctx);
    return href ? { href, newTab: opensInNewTab(link) } : null;
  }
  if (typeof attrs.href !== 'string') return null;
  const href = attrs.href.trim();
  if (!SAFE_HREF.test(href)) return null;
  return { href, newTab: !/^tel:/i.test(href) };
}
