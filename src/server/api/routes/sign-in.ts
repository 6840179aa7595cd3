import { signInWithForm } from '../../services/auth/sign-in-with-form';
import { defineRoute } from '../define-route';

/**
 * The login form's post when JavaScript is off. Its urlencoded body is read by the service itself
 * (and handed to better-auth), so no validator consumes it first; the origin check is defineRoute's.
 */
const signInForm = defineRoute({
  method: 'post',
  path: '/sign-in/form',
  auth: 'public',
  // Also on the platform host (no site there): an owner signs in to create another site.
  site: false,
  summary: 'Sign in from the login form without JavaScript (urlencoded email, password, locale, next)',
  responses: { 303: { description: 'To `next` with the session cookie, or back to the login page with the reason' } },
  handler: (c) => signInWithForm(c.req.raw),
});

export const signInRoutes = [signInForm];
