import { QUIET_BUTTON } from '../account/account-ui';
import type { ConsoleT } from './console-texts';
import { ExportForm } from './SiteTransferForms';

export type ConsoleSite = {
  id: string;
  name: string;
  domains: string[];
  ownerEmails: string[];
  locales: string[];
  pages: number;
  submissions: number;
  lastPublishedAt: Date | null;
  suspendedAt: Date | null;
  deletedAt: Date | null;
  purgeAt: Date | null;
  storageUsedBytes: number;
  storageQuotaBytes: number;
  ownQuotaBytes: number | null;
  createdAt: Date;
};

/** Where the console's site forms post (`/api/v1/platform/sites/{id}/…`). */
export const SITES_FORM_BASE = '/api/v1/platform/sites';

/** The hidden fields of every console form: the language and the search to come back to. */
export function ConsoleFormFields({ locale, q }: { locale: string; q: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
    </>
  );
}

/** Suspend a running site, or resume a suspended one: one button, a plain form. */
export function SuspensionForm({ t, site, locale, q }: { t: ConsoleT; site: ConsoleSite; locale: string; q: string }) {
  const suspended = site.suspendedAt !== null;
  return (
    <form method="post" action={`${SITES_FORM_BASE}/${site.id}/${suspended ? 'resume' : 'suspend'}`}>
      <ConsoleFormFields locale={locale} q={q} />
      <button type="submit" className={QUIET_BUTTON} aria-label={t(suspended ? 'actions.resumeSite' : 'actions.suspendSite', { name: site.name })}>
        {t(suspended ? 'actions.resume' : 'actions.suspend')}
      </button>
    </form>
  );
}

/** EXPORT — the site archive's button in the site detail (the import form is the console's own section). */
export function SiteTransferSlot({ t, site }: { t: ConsoleT; site: ConsoleSite; locale: string }) {
  return <ExportForm t={t} site={site} />;
}
