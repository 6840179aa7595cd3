/**
 * The pages under `/{locale}/` that are Next's (src/app/[locale]/*: the edit route, sign-in's
 * siblings, sign-up, the site wizard, the account, invitations, the platform console), each with everything below it.
 * Every other `/{locale}/…` path is a public page, answered by our renderer (src/app/_live-render)
 * when it is built — the sign-in page `/{locale}/login` itself included.
 */
export const NEXT_PAGE_ROUTES: readonly string[] = [
  'edit',
  'login/two-factor',
  'signup',
  'new-site',
  'forgot-password',
  'reset-password',
  'account',
  'invitation',
  'platform',
];

/** The sign-in page's path after the locale. */
export const SIGN_IN_PAGE = 'login';

const LOCALE_PATH = /^\/[a-z]{2}(?:\/|$)/;

/** Whether a path (without its query) is a public page's: `/{locale}` or `/{locale}/…` outside Next's routes. */
export function isPublicPagePath(path: string): boolean {
  if (!LOCALE_PATH.test(path)) return false;
  const rest = path.slice(4);
  return !NEXT_PAGE_ROUTES.some((route) => rest === route || rest.startsWith(`${route}/`));
}
