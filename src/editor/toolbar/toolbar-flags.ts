/**
 * The editing panels live in search flags on the page URL (editor-panels §2), so a reload or a
 * shared link restores them. Opening the page menu or settings clears the toolbar flag; closing
 * clears all three. Pure functions over URLSearchParams, so the rules are testable without a router.
 */
export const TOOLBAR_FLAGS = ['toolbar', 'pageMenu', 'settings'] as const;
export type ToolbarFlag = (typeof TOOLBAR_FLAGS)[number];
export type ToolbarFlags = Record<ToolbarFlag, boolean>;

type Params = Pick<URLSearchParams, 'has' | 'toString'>;

export function readFlags(params: Pick<URLSearchParams, 'has'>): ToolbarFlags {
  return { toolbar: params.has('toolbar'), pageMenu: params.has('pageMenu'), settings: params.has('settings') };
}

function withFlags(params: Params, on: readonly ToolbarFlag[]): URLSearchParams {
  const next = new URLSearchParams(params.toString());
  for (const flag of TOOLBAR_FLAGS) next.delete(flag);
  for (const flag of on) next.set(flag, '1');
  return next;
}

export const openToolbar = (params: Params) => withFlags(params, ['toolbar']);
export const openPageMenu = (params: Params) => withFlags(params, ['pageMenu']);
export const openSettings = (params: Params) => withFlags(params, ['settings']);
export const closeAll = (params: Params) => withFlags(params, []);

/** A URL for the same path with other search params; no "?" when there are none. */
export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
