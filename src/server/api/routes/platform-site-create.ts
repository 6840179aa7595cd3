import { getTranslator, messagesFor } from '../../../shared/i18n/catalogues';
import type { EditorLocale } from '../../../shared/i18n/config';
import { CONSOLE_RETURN_FORMS, PLATFORM_CREATE_OWN_ERRORS, ZConsoleLocale, ZPlatformCreateSite } from '../../../shared/schemas/platform';
import { getDb } from '../../db/client';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { createPlatformSite, PlatformCreateRefusal } from '../../services/platform-console/create-platform-site';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { fieldsOf } from '../account-form';
import { CONSOLE_FORM_BYTES, consoleFormBody, seeOther } from '../platform/console-form';
import { type FormTexts, fieldErrorsOf, onboardingTexts, redirectWithErrors } from '../platform/platform-forms';
import { errorAnswer } from '../responses';

type OwnError = (typeof PLATFORM_CREATE_OWN_ERRORS)[number];
const isOwnError = (key: string): key is OwnError => (PLATFORM_CREATE_OWN_ERRORS as readonly string[]).includes(key);

/** The form's messages in the admin's console language: the wizard's, and the console's own few. */
function createTexts(locale: EditorLocale): FormTexts {
  const wizard = onboardingTexts(locale);
  const t = getTranslator(locale, 'editorPlatform');
  // The catalogue is checked at build time; the lookup keeps a missing key from throwing.
  const own = messagesFor(locale, 'editorPlatform').create.errors;
  return { translate: (key) => (isOwnError(key) && key in own ? t(`create.errors.${key}`) : wizard.translate(key)) };
}

/**
 * The console's "new website" (issue 34), a plain urlencoded form: the site as the wizard makes it,
 * its owner invited by e-mail (or, with an account already, made owner and told). 303 to the new
 * site's details with the notice, or back to the form with its typed values and the messages in the
 * signed form-return cookie (nothing personal in the URL).
 */
const createSite = defineRoute({
  auth: 'user',
  guards: [requirePlatformAdmin],
  method: 'post',
  path: '/platform/sites/new',
  summary:
    'Platform admins: create a site as the wizard does for an owner e-mail (urlencoded name, address, businessKind, locales, defaultLocale, ownerEmail, locale, q)',
  request: { body: consoleFormBody },
  bodyLimit: { maxBytes: CONSOLE_FORM_BYTES },
  responses: {
    303: { description: "To the new site's details with `notice` (siteCreated: owner invited; ownerAdded: an account became owner), or back to the form" },
    404: errorAnswer('Not a platform admin'),
  },
  handler: async (c) => {
    const posted = c.req.valid('form');
    const first = fieldsOf(posted);
    const locales = posted.locales === undefined ? [] : Array.isArray(posted.locales) ? posted.locales : [posted.locales];
    const locale = ZConsoleLocale.parse(first.locale);
    const texts = createTexts(locale);
    const input = { ...first, locale, locales };
    const back = (fieldErrors: Record<string, string>) =>
      redirectWithErrors(c, {
        page: `/${locale}/platform`,
        form: CONSOLE_RETURN_FORMS.createSite,
        error: Object.values(fieldErrors)[0] ?? null,
        fieldErrors,
        values: {
          name: first.name,
          address: first.address,
          businessKind: first.businessKind,
          locales,
          defaultLocale: first.defaultLocale,
          ownerEmail: first.ownerEmail,
        },
        query: first.q ? { q: first.q } : {},
        anchor: 'create-site',
      });
    const parsed = ZPlatformCreateSite.safeParse(input);
    if (!parsed.success) return back(fieldErrorsOf(parsed.error.issues, texts));
    try {
      const created = await createPlatformSite(getDb(), { request: parsed.data, admin: c.get('user') });
      const details = { host: created.host, owner: parsed.data.ownerEmail, ownerAccount: created.owner };
      await recordAuditEvent(getDb(), { action: 'site.created', siteId: created.siteId, actor: auditActorOf(c), details });
      // The owner's invitation is the site's first (its team lists it, an owner may revoke it): in the site's log like every other.
      if (created.owner === 'invited')
        await recordAuditEvent(getDb(), {
          action: 'invitation.sent',
          siteId: created.siteId,
          actor: auditActorOf(c),
          details: { email: parsed.data.ownerEmail, role: 'owner', via: 'console' },
        });
      const notice = created.owner === 'invited' ? 'siteCreated' : 'ownerAdded';
      return seeOther(`/${locale}/platform?${new URLSearchParams({ notice, site: created.siteId })}#site`);
    } catch (error) {
      if (!(error instanceof PlatformCreateRefusal)) throw error;
      return back({ [error.field ?? '_form']: texts.translate(error.messageKey) });
    }
  },
});

export const platformSiteCreateRoutes = [createSite];
