import { BUTTON, INPUT, QUIET_BUTTON } from '../account/account-ui';
import type { ConsoleT } from './console-texts';
import type { ConsoleFormReturn } from './console-form-return';

/** The console's site routes (as SiteActions' SITES_FORM_BASE; SiteActions renders the export form, so no import back). */
const SITES_BASE = '/api/v1/platform/sites';

/**
 * A site's archive: a GET form to `GET /api/v1/platform/sites/{id}/export` (the browser saves the
 * download; the checkbox adds `submissions=1`, the form requests going along).
 */
export function ExportForm({ t, site }: { t: ConsoleT; site: { id: string; name: string } }) {
  const id = `export-submissions-${site.id}`;
  return (
    <form method="get" action={`${SITES_BASE}/${site.id}/export`} className="flex items-center gap-3" data-form="export-site">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm">
        <input id={id} type="checkbox" name="submissions" value="1" />
        {t('transfer.withSubmissions')}
      </label>
      <button type="submit" className={QUIET_BUTTON} aria-label={t('transfer.exportSite', { name: site.name })}>
        {t('transfer.export')}
      </button>
    </form>
  );
}

/** Where the import form posts (multipart, answered 303 back to the console). */
export const IMPORT_SITE_ACTION = `${SITES_BASE}/import/form`;

/**
 * The import form's action with its language and search in the query: a refusal before the body is
 * read (an archive too large, too many imports) still comes back in the admin's language.
 */
export const importSiteAction = (locale: string, q: string) => `${IMPORT_SITE_ACTION}?${new URLSearchParams(q ? { locale, q } : { locale })}`;

/**
 * A new site from an archive under a new address: a plain multipart form. A refusal comes back
 * here with its sentence and the typed address; the new site opens in the details.
 */
export function ImportSiteForm({ t, locale, q, returned }: { t: ConsoleT; locale: string; q: string; returned: ConsoleFormReturn | null }) {
  const host = typeof returned?.values.host === 'string' ? returned.values.host : '';
  return (
    <section id="import-site" aria-labelledby="import-site-title" className="scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="import-site-title" className="text-lg font-semibold">
        {t('transfer.importTitle')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('transfer.importIntro')}</p>
      {returned?.error ? (
        <p id="import-site-error" role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {returned.error}
        </p>
      ) : null}
      <form
        method="post"
        action={importSiteAction(locale, q)}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-4"
        data-form="import-site"
      >
        <input type="hidden" name="locale" value={locale} />
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor="import-archive" className="text-sm font-medium">
            {t('transfer.archive')}
          </label>
          <input id="import-archive" name="archive" type="file" required accept=".tar.gz,.tgz,application/gzip" className="text-sm" />
        </div>
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor="import-host" className="text-sm font-medium">
            {t('transfer.host')}
          </label>
          <input
            id="import-host"
            name="host"
            required
            maxLength={253}
            defaultValue={host}
            autoCapitalize="none"
            spellCheck={false}
            className={INPUT}
            aria-invalid={returned?.error ? true : undefined}
            aria-describedby={returned?.error ? 'import-site-error' : undefined}
          />
        </div>
        <button type="submit" className={BUTTON}>
          {t('transfer.importSubmit')}
        </button>
      </form>
    </section>
  );
}
