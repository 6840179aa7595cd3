import type { Locale } from '@/shared/locales';
import { publicT } from './public-texts';

type Props = {
  /** The language the visitor asked for, in which the page is not live yet. */
  requested: Locale;
  /** The language the page is shown in instead (the site's default). */
  shown: Locale;
};

/** "This page is not yet available in French. You are reading it in German.", in the requested language. */
export function untranslatedText({ requested, shown }: Props): string {
  const t = publicT(requested);
  return t('language.untranslated', {
    requested: t('language.inLanguage', { language: requested }),
    shown: t('language.inLanguage', { language: shown }),
  });
}

/**
 * The note above a page shown in another language than the visitor asked for. It speaks the
 * requested language (and says so in `lang`), while the page around it keeps the shown one.
 */
export function UntranslatedNote(props: Props) {
  return (
    <p role="note" lang={props.requested} data-untranslated-note="" className="mx-auto max-w-6xl px-6 py-3 text-sm">
      {untranslatedText(props)}
    </p>
  );
}
