import { Clock, ExternalLink, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DirectoryEntry } from './directory-entries';

export type DirectoryEntryTexts = { website: string; phone: string; hours: string; programs: string; healthOptics: string; frequentlens: string };

const LINK =
  'underline decoration-current/30 underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
const ICON = 'mt-0.5 size-4 shrink-0 opacity-70';

/**
 * One business of the directory as an accordion entry: `<details>` sharing one `name` with its
 * siblings, so the browser keeps one open at a time without JavaScript.
 */
export function DirectoryEntryView({ entry, accordion, texts }: { entry: DirectoryEntry; accordion: string; texts: DirectoryEntryTexts }): ReactNode {
  const cities = [...new Set(entry.branches.map((branch) => branch.city).filter(Boolean))].join(', ');
  const programs = [entry.programs.healthOptics && texts.healthOptics, entry.programs.frequentlens && texts.frequentlens].filter((p): p is string =>
    Boolean(p),
  );
  return (
    <details name={accordion} data-business={entry.id} className="group rounded-xl border border-current/15 open:border-current/30">
      <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [&::-webkit-details-marker]:hidden">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-white p-1.5">
          {entry.logoUrl ? (
            // biome-ignore lint/performance/noImgElement: the logo lives on the business's own site, sized by its variant
            <img src={entry.logoUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="max-h-full max-w-full object-contain" />
          ) : (
            <span aria-hidden="true" className="font-heading text-xl font-bold text-header">
              {entry.name.charAt(0)}
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span data-business-name="" className="font-heading text-lg font-bold leading-snug">
            {entry.name}
          </span>
          {cities && <span className="text-sm opacity-75">{cities}</span>}
        </span>
        <span aria-hidden="true" className="text-2xl leading-none opacity-60 transition-transform group-open:rotate-45 motion-reduce:transition-none">
          +
        </span>
      </summary>
      <div className="flex flex-col gap-6 border-t border-current/15 p-4 sm:p-6">
        {(programs.length > 0 || entry.url) && (
          <div className="flex flex-wrap items-center gap-3">
            {programs.length > 0 && (
              <ul aria-label={texts.programs} className="flex flex-wrap gap-2">
                {programs.map((program) => (
                  <li key={program} data-program="" className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white">
                    {program}
                  </li>
                ))}
              </ul>
            )}
            {entry.url && (
              <a href={entry.url} className={`inline-flex items-center gap-1.5 text-sm ${LINK}`}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {texts.website}
              </a>
            )}
          </div>
        )}
        <ul className="grid gap-6 md:grid-cols-2">
          {entry.branches.map((branch) => (
            <li key={branch.id} data-branch={branch.id} className="flex flex-col gap-3">
              <address className="flex flex-col gap-2 not-italic">
                <span className="font-semibold">{branch.name}</span>
                {(branch.street || branch.postcode || branch.city) && (
                  <span className="flex gap-2">
                    <MapPin aria-hidden="true" className={ICON} />
                    <span>
                      {branch.street}
                      {branch.street && <br />}
                      {[branch.postcode, branch.city].filter(Boolean).join(' ')}
                    </span>
                  </span>
                )}
                {branch.tel && (
                  <span className="flex gap-2">
                    <Phone aria-hidden="true" className={ICON} />
                    <a href={branch.tel} className={LINK}>
                      <span className="sr-only">{texts.phone}: </span>
                      {branch.phone}
                    </a>
                  </span>
                )}
              </address>
              {branch.hours.length > 0 && (
                <div className="flex gap-2">
                  <Clock aria-hidden="true" className={ICON} />
                  <span className="sr-only">{texts.hours}</span>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
                    {branch.hours.map((row) => (
                      <div key={row.label} className="contents">
                        <dt className="font-semibold">{row.label}</dt>
                        <dd className={row.closed ? 'opacity-70' : undefined}>{row.text}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
