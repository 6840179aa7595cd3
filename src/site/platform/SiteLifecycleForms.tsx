import { MAX_SITE_QUOTA_MB, SITE_RESTORE_DAYS } from '@/shared/schemas/platform';
import { BUTTON, INPUT, QUIET_BUTTON } from '../account/account-ui';
import type { ConsoleT } from './console-texts';
import { ConsoleFormFields, type ConsoleSite, SITES_FORM_BASE } from './SiteActions';

const MB = 1024 * 1024;
const DANGER_BUTTON =
  'self-start rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white shadow hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

type FormProps = { t: ConsoleT; site: ConsoleSite; locale: string; q: string };
/** A byte count in the console's language (formatStorage). */
export type FormatBytes = (bytes: number) => string;

/** Storage used of the site's quota, in the console's language ("1.2 GB of 5 GB", own quota marked). */
export function StorageUsage({ t, site, formatBytes }: { t: ConsoleT; site: ConsoleSite; formatBytes: FormatBytes }) {
  const used = formatBytes(site.storageUsedBytes);
  const quota = formatBytes(site.storageQuotaBytes);
  return (
    <span data-storage={site.id}>
      {t('storage.usage', { used, quota })}
      {site.ownQuotaBytes !== null ? <span className="text-neutral-500"> ({t('storage.own')})</span> : null}
    </span>
  );
}

/** A deleted site's way back (until its purge): one button, a plain form. */
export function RestoreSiteForm({ t, site, locale, q }: FormProps) {
  return (
    <form method="post" action={`${SITES_FORM_BASE}/${site.id}/restore`}>
      <ConsoleFormFields locale={locale} q={q} />
      <button type="submit" className={QUIET_BUTTON} aria-label={t('lifecycle.restoreSite', { name: site.name })}>
        {t('lifecycle.restore')}
      </button>
    </form>
  );
}

/**
 * Delete, confirmed without JavaScript: the site's name typed again (the server compares it and
 * refuses a wrong one with its sentence). A deleted site shows its restore instead.
 */
export function DeleteSiteForm({ t, site, locale, q, formatDate }: FormProps & { formatDate: (date: Date) => string }) {
  if (site.deletedAt) {
    return (
      <section aria-labelledby="site-delete-title" className="mt-6 border-t border-black/10 pt-4">
        <h3 id="site-delete-title" className="font-semibold">
          {t('lifecycle.restore')}
        </h3>
        <p className="mt-1 text-sm text-neutral-600">{t('lifecycle.restoreHelp', { date: formatDate(site.deletedAt) })}</p>
        <div className="mt-3">
          <RestoreSiteForm t={t} site={site} locale={locale} q={q} />
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="site-delete-title" className="mt-6 border-t border-black/10 pt-4">
      <h3 id="site-delete-title" className="font-semibold text-red-800">
        {t('lifecycle.deleteTitle')}
      </h3>
      <p id="site-delete-help" className="mt-1 text-sm text-neutral-600">
        {t('lifecycle.deleteHelp', { days: SITE_RESTORE_DAYS })}
      </p>
      <form method="post" action={`${SITES_FORM_BASE}/${site.id}/delete`} className="mt-3 flex flex-wrap items-end gap-3">
        <ConsoleFormFields locale={locale} q={q} />
        <div className="flex min-w-72 flex-col gap-1">
          <label htmlFor="site-delete-name" className="text-sm font-medium">
            {t('lifecycle.confirmLabel', { name: site.name })}
          </label>
          <input
            id="site-delete-name"
            name="confirmName"
            type="text"
            required
            autoComplete="off"
            maxLength={200}
            aria-describedby="site-delete-help"
            className={INPUT}
          />
        </div>
        <button type="submit" className={DANGER_BUTTON}>
          {t('lifecycle.delete')}
        </button>
      </form>
    </section>
  );
}

/** The site's own storage quota in MB; empty follows the platform default (validated by ZSiteQuotaForm on the server). */
export function SiteQuotaForm({ t, site, locale, q, defaultQuotaBytes, formatBytes }: FormProps & { defaultQuotaBytes: number; formatBytes: FormatBytes }) {
  const used = formatBytes(site.storageUsedBytes);
  const quota = formatBytes(site.storageQuotaBytes);
  return (
    <section aria-labelledby="site-quota-title" className="mt-6 border-t border-black/10 pt-4">
      <h3 id="site-quota-title" className="font-semibold">
        {t('lifecycle.quotaTitle')}
      </h3>
      <p id="site-quota-help" className="mt-1 text-sm text-neutral-600">
        {t('lifecycle.quotaHelp', { used, quota })}
      </p>
      <form method="post" action={`${SITES_FORM_BASE}/${site.id}/quota`} className="mt-3 flex flex-wrap items-end gap-3">
        <ConsoleFormFields locale={locale} q={q} />
        <div className="flex flex-col gap-1">
          <label htmlFor="site-quota-mb" className="text-sm font-medium">
            {t('lifecycle.quotaLabel', { default: formatBytes(defaultQuotaBytes) })}
          </label>
          <input
            id="site-quota-mb"
            name="quotaMb"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SITE_QUOTA_MB}
            step={1}
            defaultValue={site.ownQuotaBytes === null ? '' : String(Math.round(site.ownQuotaBytes / MB))}
            aria-describedby="site-quota-help"
            className={INPUT}
          />
        </div>
        <button type="submit" className={BUTTON}>
          {t('lifecycle.quotaSave')}
        </button>
      </form>
    </section>
  );
}
