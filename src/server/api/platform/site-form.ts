import type { ConsoleForm, ConsoleNotice } from '../../../shared/schemas/platform';
import { AppError, type ApiMessageKey } from '../../platform/app-error';
import { seeOther } from './console-form';

/** The console with one site's detail open (`?site=`), what its form did, and the search it came from. */
export function siteDetailPage(form: ConsoleForm, siteId: string, answer: { notice: ConsoleNotice } | { error: ApiMessageKey }): string {
  const query = new URLSearchParams({ ...(form.q ? { q: form.q } : {}), site: siteId, ...answer });
  return `/${form.locale}/platform?${query.toString()}#site`;
}

/**
 * A site detail form's step (delete, restore, quota), answered 303 back to that site's detail: its
 * notice, or the sentence of the service's refusal (an AppError) shown there beside the form.
 */
export async function answerSiteForm(form: ConsoleForm, siteId: string, notice: ConsoleNotice, step: () => Promise<unknown>): Promise<Response> {
  try {
    await step();
  } catch (error) {
    if (error instanceof AppError && error.key) return seeOther(siteDetailPage(form, siteId, { error: error.key }));
    throw error;
  }
  return seeOther(siteDetailPage(form, siteId, { notice }));
}
