import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { getLogger } from '../../platform/logger';
import { composeBusinessNotification } from '../mail/compose-business-notification';
import { composeVisitorConfirmation } from '../mail/compose-visitor-confirmation';
import type { StoredFormValues } from '../mail/form-value-rows';
import type { SiteContext } from '../sites/resolve-site';
import { resolveMailContext } from './resolve-mail-context';
import type { QueuedMail } from './store-submission';

/**
 * The two mails of a submission: the business notification (in the site's default language) and
 * the visitor's confirmation (in theirs). A site without any usable business address still gets
 * the submission stored and shown in its inbox; only that one mail is left out.
 */
export async function queueFormMails(
  db: Queryable,
  options: { site: SiteContext; locale: Locale; blockEmail: unknown; form: StoredFormValues },
): Promise<QueuedMail[]> {
  const { site, form } = options;
  const context = await resolveMailContext(db, { siteId: site.id, blockEmail: options.blockEmail });
  const mails: QueuedMail[] = [];
  if (context.businessAddress) {
    mails.push({
      recipient: 'business',
      payload: composeBusinessNotification({
        form,
        to: context.businessAddress,
        locale: site.defaultLocale,
        visitorLocale: options.locale,
        siteName: context.siteName,
      }),
    });
  } else {
    getLogger().warn({ siteId: site.id }, 'form submission without a business address: no notification queued');
  }
  mails.push({ recipient: 'visitor', payload: composeVisitorConfirmation({ form, locale: options.locale, companyName: context.companyName }) });
  return mails;
}
