import { ConsoleSearch, ConsoleTableHead } from './ConsoleSearch';
import type { ConsoleT } from './console-texts';
import { type ConsoleSite, SiteTransferSlot, SuspensionForm } from './SiteActions';
import { DeleteSiteForm, type FormatBytes, RestoreSiteForm, SiteQuotaForm, StorageUsage } from './SiteLifecycleForms';

type Props = {
  t: ConsoleT;
  locale: string;
  q: string;
  sites: ConsoleSite[];
  /** The list's ceiling: when reached, the list says a search narrows it. */
  limit: number;
  /** The site whose details are open (`?site=`), if any. */
  detail: ConsoleSite | null;
  formatDate: (date: Date) => string;
  formatBytes: FormatBytes;
  /** The platform's default quota (SITE_STORAGE_QUOTA_MB), for the quota form's label. */
  defaultQuotaBytes: number;
};

const CELL = 'px-3 py-2 align-top';

function StatusBadge({ t, site, formatDate }: { t: ConsoleT; site: ConsoleSite; formatDate: (date: Date) => string }) {
  if (site.purgeAt)
    return (
      <span data-status="deleted" className="rounded-full bg-red-100 px-2 py-0.5 text-red-950">
        {t('status.deleted', { date: formatDate(site.purgeAt) })}
      </span>
    );
  return site.suspendedAt ? (
    <span data-status="suspended" className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
      {t('status.suspended', { date: formatDate(site.suspendedAt) })}
    </span>
  ) : (
    <span data-status="active" className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-950">
      {t('status.active')}
    </span>
  );
}

/** One site in full (`?site=`): its facts, the same actions, and the archive's reserved place. */
function SiteDetail({ t, locale, q, site, formatDate, formatBytes, defaultQuotaBytes }: Omit<Props, 'sites' | 'limit' | 'detail'> & { site: ConsoleSite }) {
  const back = `/${locale}/platform${q ? `?${new URLSearchParams({ q })}` : ''}#sites`;
  return (
    <section id="site" aria-labelledby="site-title" data-site-detail={site.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="site-title" className="text-lg font-semibold">
        {site.name}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('detail.created', { date: formatDate(site.createdAt) })}</p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">{t('sites.column.domains')}</dt>
        <dd>{site.domains.join(', ') || t('sites.none')}</dd>
        <dt className="font-medium">{t('sites.column.owners')}</dt>
        <dd>{site.ownerEmails.join(', ') || t('sites.none')}</dd>
        <dt className="font-medium">{t('sites.column.languages')}</dt>
        <dd>{site.locales.join(', ')}</dd>
        <dt className="font-medium">{t('sites.column.status')}</dt>
        <dd>
          <StatusBadge t={t} site={site} formatDate={formatDate} />
        </dd>
        <dt className="font-medium">{t('sites.column.storage')}</dt>
        <dd>
          <StorageUsage t={t} site={site} formatBytes={formatBytes} />
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {site.deletedAt ? null : <SuspensionForm t={t} site={site} locale={locale} q={q} />}
        <SiteTransferSlot t={t} site={site} locale={locale} />
        <a href={back} className="text-sm font-medium text-sky-800 underline underline-offset-2">
          {t('detail.back')}
        </a>
      </div>
      <SiteQuotaForm t={t} site={site} locale={locale} q={q} defaultQuotaBytes={defaultQuotaBytes} formatBytes={formatBytes} />
      <DeleteSiteForm t={t} site={site} locale={locale} q={q} formatDate={formatDate} />
    </section>
  );
}

/** The sites: a search (a GET form), the list with its facts and each site's suspend or resume. */
export function SitesSection({ t, locale, q, sites, limit, detail, formatDate, formatBytes, defaultQuotaBytes }: Props) {
  const detailHref = (site: ConsoleSite) => `/${locale}/platform?${new URLSearchParams({ ...(q ? { q } : {}), site: site.id })}#site`;
  return (
    <>
      {detail ? (
        <SiteDetail t={t} locale={locale} q={q} site={detail} formatDate={formatDate} formatBytes={formatBytes} defaultQuotaBytes={defaultQuotaBytes} />
      ) : null}
      <section id="sites" aria-labelledby="sites-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
        <h2 id="sites-title" className="text-lg font-semibold">
          {t('sites.title')}
        </h2>
        <ConsoleSearch id="sites-q" name="q" label={t('sites.search')} value={q} action={`/${locale}/platform`} submitLabel={t('sites.searchSubmit')}>
          {q ? (
            <a href={`/${locale}/platform#sites`} className="text-sm font-medium text-sky-800 underline underline-offset-2">
              {t('sites.showAll')}
            </a>
          ) : null}
        </ConsoleSearch>
        <p className="mt-4 text-sm text-neutral-600" data-site-count={sites.length}>
          {t('sites.count', { count: sites.length })} {sites.length >= limit ? t('sites.limited', { count: limit }) : null}
        </p>
        {sites.length > 0 ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ConsoleTableHead
                cellClassName={CELL}
                labels={(['name', 'domains', 'owners', 'languages', 'pages', 'submissions', 'lastPublish', 'storage', 'status', 'actions'] as const).map(
                  (column) => t(`sites.column.${column}`),
                )}
              />
              <tbody>
                {sites.map((site) => (
                  <tr key={site.id} data-site-row={site.domains[0] ?? site.id} className="border-b border-black/5">
                    <th scope="row" className={`${CELL} font-medium`}>
                      <a href={detailHref(site)} aria-label={t('actions.details', { name: site.name })} className="text-sky-800 underline underline-offset-2">
                        {site.name}
                      </a>
                    </th>
                    <td className={CELL}>
                      {site.domains.map((domain) => (
                        <div key={domain}>{domain}</div>
                      ))}
                    </td>
                    <td className={CELL}>{site.ownerEmails.join(', ') || t('sites.none')}</td>
                    <td className={CELL}>{site.locales.join(', ')}</td>
                    <td className={`${CELL} tabular-nums`}>{site.pages}</td>
                    <td className={`${CELL} tabular-nums`}>{site.submissions}</td>
                    <td className={CELL}>{site.lastPublishedAt ? formatDate(site.lastPublishedAt) : t('sites.never')}</td>
                    <td className={`${CELL} tabular-nums`}>
                      <StorageUsage t={t} site={site} formatBytes={formatBytes} />
                    </td>
                    <td className={CELL}>
                      <StatusBadge t={t} site={site} formatDate={formatDate} />
                    </td>
                    <td className={CELL}>
                      {site.deletedAt ? (
                        <RestoreSiteForm t={t} site={site} locale={locale} q={q} />
                      ) : (
                        <SuspensionForm t={t} site={site} locale={locale} q={q} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  );
}
