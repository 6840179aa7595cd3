import { AUDIT_ACTIONS, type AuditAction, type AuditDetails, auditActionKey, formatAuditDetails } from '@/shared/audit-actions';
import type { ConsoleAuditQuery } from '@/shared/schemas/audit';
import { BUTTON, INPUT } from '../account/account-ui';
import type { ConsoleT } from './console-texts';

/** One event as the console lists it (the server's row, dates as dates). */
export type ConsoleAuditEvent = {
  id: string;
  at: Date;
  siteName: string | null;
  action: AuditAction;
  actorEmail: string | null;
  ip: string | null;
  details: AuditDetails;
};

type Props = {
  t: ConsoleT;
  locale: string;
  filter: ConsoleAuditQuery;
  events: ConsoleAuditEvent[];
  hasMore: boolean;
  formatDate: (date: Date) => string;
};

const CELL = 'px-3 py-2 align-top';
const LINK = 'text-sm font-medium text-sky-800 underline underline-offset-2';

/** The console URL of a page of the log, with the filters as they are. */
function pageHref(locale: string, filter: ConsoleAuditQuery, page: number): string {
  const query = new URLSearchParams();
  for (const key of ['asite', 'aaction', 'aactor', 'afrom', 'ato'] as const) if (filter[key]) query.set(key, filter[key]);
  if (page > 1) query.set('apage', String(page));
  return `/${locale}/platform?${query.toString()}#audit`;
}

/** One labelled field of the filter form (the text searches take the row's free width). */
function FilterInput(props: {
  id: string;
  label: string;
  name: string;
  type: 'search' | 'date';
  value: string | undefined;
  wide?: boolean;
  maxLength?: number;
}) {
  return (
    <div className={props.wide ? 'flex min-w-56 flex-1 flex-col gap-1' : 'flex flex-col gap-1'}>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <input id={props.id} name={props.name} type={props.type} defaultValue={props.value} maxLength={props.maxLength} className={INPUT} />
    </div>
  );
}

/**
 * The platform console's audit log (issue 34): every site's events, newest first, filtered by a
 * plain GET form (site name or host, action, the person's e-mail, a date range), a page at a time.
 */
export function AuditSection({ t, locale, filter, events, hasMore, formatDate }: Props) {
  const filtered = Boolean(filter.asite || filter.aaction || filter.aactor || filter.afrom || filter.ato);
  return (
    <section id="audit" aria-labelledby="audit-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="audit-title" className="text-lg font-semibold">
        {t('audit.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('audit.intro')}</p>
      <search className="mt-4">
        <form method="get" action={`/${locale}/platform#audit`} className="flex flex-wrap items-end gap-3">
          <FilterInput id="audit-site" wide label={t('audit.site')} name="asite" type="search" value={filter.asite} maxLength={200} />
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-action" className="text-sm font-medium">
              {t('audit.action')}
            </label>
            <select id="audit-action" name="aaction" defaultValue={filter.aaction} className={INPUT}>
              <option value="">{t('audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit.actions.${auditActionKey(action)}`)}
                </option>
              ))}
            </select>
          </div>
          <FilterInput id="audit-actor" wide label={t('audit.actor')} name="aactor" type="search" value={filter.aactor} maxLength={200} />
          <FilterInput id="audit-from" label={t('audit.from')} name="afrom" type="date" value={filter.afrom} />
          <FilterInput id="audit-to" label={t('audit.to')} name="ato" type="date" value={filter.ato} />
          <button type="submit" className={BUTTON}>
            {t('audit.submit')}
          </button>
          {filtered ? (
            <a href={`/${locale}/platform#audit`} className={LINK}>
              {t('audit.reset')}
            </a>
          ) : null}
        </form>
      </search>
      {events.length === 0 ? (
        <p className="mt-4 text-sm text-neutral-600">{t('audit.none')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-black/10 text-neutral-600">
              <tr>
                {(['at', 'site', 'action', 'actor', 'details', 'ip'] as const).map((column) => (
                  <th key={column} scope="col" className={CELL}>
                    {t(`audit.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} data-audit-row={event.action} className="border-b border-black/5">
                  <td className={`${CELL} whitespace-nowrap`}>
                    <time dateTime={event.at.toISOString()}>{formatDate(event.at)}</time>
                  </td>
                  <td className={CELL}>{event.siteName ?? t('audit.noSite')}</td>
                  <th scope="row" className={`${CELL} font-medium`}>
                    {t(`audit.actions.${auditActionKey(event.action)}`)}
                  </th>
                  <td className={CELL}>{event.actorEmail ?? t('audit.system')}</td>
                  <td className={`${CELL} break-all text-neutral-700`}>{formatAuditDetails(event.details)}</td>
                  <td className={`${CELL} tabular-nums`}>{event.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {filter.apage > 1 || hasMore ? (
        <nav aria-label={t('audit.pages')} className="mt-4 flex items-center gap-4">
          {filter.apage > 1 ? (
            <a href={pageHref(locale, filter, filter.apage - 1)} rel="prev" className={LINK}>
              {t('audit.newer')}
            </a>
          ) : null}
          <span className="text-sm text-neutral-600">{t('audit.page', { page: filter.apage })}</span>
          {hasMore ? (
            <a href={pageHref(locale, filter, filter.apage + 1)} rel="next" className={LINK}>
              {t('audit.older')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
