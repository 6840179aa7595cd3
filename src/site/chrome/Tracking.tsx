import type { SiteSettings } from '@/shared/content/settings';
import { CONSENT_SCRIPT_TYPE } from '@/shared/content/tracking-consent';
import type { Locale } from '@/shared/locales';
import { publicT } from '../public-texts';
import { trackingScripts } from './tracking';

/**
 * Google Analytics, Tag Manager and Facebook Pixel, each only when its id is set and well-formed,
 * as the vendors' own snippets at the end of the page (the loaders are async). Renders nothing
 * (and loads nothing) otherwise. Plain script tags: next/script would add its loader to every page.
 * A site that asks first (tracking.requireConsent) gets them inert plus the consent banner; the
 * site behaviour script runs them after "Zustimmen" (tracking-consent.ts).
 */
export function Tracking({ tracking, locale }: { tracking: SiteSettings['tracking']; locale: Locale }) {
  const scripts = trackingScripts(tracking);
  if (scripts.length === 0) return null;
  const waiting = tracking.requireConsent;
  return (
    <>
      {scripts.map((script) =>
        script.src ? (
          waiting ? (
            <script key={script.id} id={script.id} type={CONSENT_SCRIPT_TYPE} data-src={script.src} />
          ) : (
            <script key={script.id} id={script.id} src={script.src} async />
          )
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from validated ids only (tracking.ts).
          <script key={script.id} id={script.id} type={waiting ? CONSENT_SCRIPT_TYPE : undefined} dangerouslySetInnerHTML={{ __html: script.inline ?? '' }} />
        ),
      )}
      {waiting ? <ConsentBanner locale={locale} /> : null}
    </>
  );
}

/** Shown by the behaviour script until the visitor answers (hidden without JavaScript: nothing would run anyway). */
function ConsentBanner({ locale }: { locale: Locale }) {
  const t = publicT(locale);
  // Both answers look alike: declining is as easy as agreeing.
  const button =
    'rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-neutral-400 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';
  return (
    <section
      data-tracking-consent=""
      hidden
      aria-labelledby="tracking-consent-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-xl bg-white p-4 text-neutral-900 shadow-2xl ring-1 ring-black/10 sm:p-5"
    >
      <h2 id="tracking-consent-title" className="text-base font-semibold">
        {t('consent.title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-neutral-700">{t('consent.text')}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button type="button" data-consent-choice="denied" className={button}>
          {t('consent.decline')}
        </button>
        <button type="button" data-consent-choice="granted" className={button}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
