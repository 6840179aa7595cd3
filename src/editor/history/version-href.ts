import { VERSION_PREVIEW_PARAM } from '@/shared/content/links';

/** The current edit URL with the version preview set (or removed with null); other flags stay. */
export function versionHref(pathname: string, search: URLSearchParams, versionId: string | null): string {
  const query = new URLSearchParams(search.toString());
  if (versionId) query.set(VERSION_PREVIEW_PARAM, versionId);
  else query.delete(VERSION_PREVIEW_PARAM);
  // Viewing a version keeps the toolbar open, whatever panel was open before.
  query.set('toolbar', '1');
  query.delete('pageMenu');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
