import type { EditorEnvironment } from '@/shared/editor/environment';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import { FOCUS_PARAM, type FieldTarget } from '../../translation/focus-field';
import { missingTextHref } from '../../translation/missing-href';
import { draftPageHref } from '../site-drafts';

/**
 * Where "Zeigen" takes the person: the box (and its slot) on the page on screen; the same page in
 * another language, or another page, opened scrolled to it (`?focus=`, see use-focus-param.ts);
 * the settings panel for the site's own parts.
 */
export type CheckTarget = { kind: 'here'; target: FieldTarget } | { kind: 'page'; href: string } | { kind: 'settings' } | { kind: 'none' };

export function checkTarget(check: TPublishCheck, env: Pick<EditorEnvironment, 'page' | 'pages' | 'locale'>, search: URLSearchParams): CheckTarget {
  if (check.pageId === null) return { kind: 'settings' };
  // The field when it is stored, else the box (an empty slot has no field yet).
  const focus = check.fieldId ?? check.sectionId;
  if (check.pageId === env.page.id) {
    if (!check.locale || check.locale === env.locale) return { kind: 'here', target: { fieldId: check.fieldId, groupId: check.sectionId, slot: check.slot } };
    return { kind: 'page', href: missingTextHref({ page: env.page, locale: check.locale, search, fieldId: focus }) };
  }
  const page = env.pages.find((candidate) => candidate.id === check.pageId);
  if (!page) return { kind: 'none' };
  const locale = check.locale ?? env.locale;
  const href = draftPageHref({ ...page, status: page.status === 'published' ? 'published' : 'draft' }, locale, page.specialKey);
  if (!focus) return { kind: 'page', href };
  const url = new URL(href, 'http://editor.invalid');
  url.searchParams.set(FOCUS_PARAM, focus);
  return { kind: 'page', href: `${url.pathname}${url.search}` };
}
