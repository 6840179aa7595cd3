'use client';

import { Sparkles } from 'lucide-react';
import { Dialog, Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { MediaInfo } from '@/shared/content/media';
import { altLanguages } from '@/shared/content/media-alt';
import type { Locale, Localized } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { useTranslationProvider } from '../languages/use-translation-provider';
import { DIALOG_OVERLAY, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { mediaToast, withToast } from '../toolbar/toast-action';
import { EDITOR_FONT, FOCUS_RING_LIGHT } from '../toolbar/ui';
import { AltTextInputs, defaultFirst } from './AltTextInputs';
import { translateAlt, updateMedia } from './media-api';
import { thumbnailUrl } from './thumbnail';
import { BUTTON, PRIMARY_BUTTON } from './ui';
import { useMediaTexts } from './use-media-texts';

/** `onSaved` gets the media each time it is stored (saved, translated); the dialog closes after "Speichern". */
type Props = { media: MediaInfo; onClose: () => void; onSaved: (media: MediaInfo) => void };

/** Every site language's text as typed, so untouched languages are sent as they are. */
const textsOf = (media: MediaInfo, locales: readonly Locale[]): Localized<string> =>
  Object.fromEntries(locales.map((locale) => [locale, media.alt[locale] ?? '']));

/**
 * "Bild beschreiben" (issue 31): the image's alternative text in each site language and whether it
 * is purely decorative; with a translation service, the languages still empty can be filled by AI
 * (saved first, then translated on the server and marked until someone edits them).
 */
export function AltTextDialog({ media, onClose, onSaved }: Props) {
  const t = useMediaTexts();
  const env = useEditorEnvironment();
  const provider = useTranslationProvider();
  const switchId = useId();
  const locales = defaultFirst(env.site.locales, env.site.defaultLocale);
  const [current, setCurrent] = useState(media);
  const [alt, setAlt] = useState(() => textsOf(media, locales));
  const [decorative, setDecorative] = useState(media.decorative);
  const [busy, setBusy] = useState(false);
  // Only the languages typed in are sent: the others keep their text and their "machine translated" mark.
  const changed = locales.filter((locale) => (alt[locale] ?? '').trim() !== (current.alt[locale] ?? ''));
  const dirty = decorative !== current.decorative || changed.length > 0;
  const filled = altLanguages(alt, locales);
  const canTranslate = provider.loaded && provider.provider !== null && !decorative && filled.length > 0 && filled.length < locales.length;

  const save = () => updateMedia({ id: media.id, alt: Object.fromEntries(changed.map((locale) => [locale, alt[locale] ?? ''])), decorative });

  function stored(next: MediaInfo) {
    setCurrent(next);
    setAlt(textsOf(next, locales));
    onSaved(next);
  }

  async function apply() {
    setBusy(true);
    const saved = dirty ? await withToast(mediaToast(t, 'alt'), save) : current;
    setBusy(false);
    if (!saved) return;
    if (dirty) onSaved(saved);
    onClose();
  }

  async function translateMissing() {
    setBusy(true);
    const translated = await withToast(mediaToast(t, 'altTranslate'), async () => {
      if (dirty) stored(await save());
      return translateAlt(media.id);
    });
    setBusy(false);
    if (translated) stored(translated);
  }

  const preview = thumbnailUrl(media);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          className={cx(
            EDITOR_FONT,
            'fixed top-1/2 left-1/2 z-[71] max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-neutral-900 shadow-2xl',
          )}
        >
          <div className="flex items-start gap-4">
            {preview ? (
              // biome-ignore lint/performance/noImgElement: a small editor preview of a variant we already serve.
              <img src={preview} alt="" className="size-16 shrink-0 rounded-lg bg-neutral-100 object-cover" />
            ) : null}
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{t('altDialog.title')}</Dialog.Title>
              <p className="truncate text-xs text-neutral-500">{media.originalFilename}</p>
            </div>
          </div>
          <Dialog.Description className="mt-3 text-sm text-neutral-600">{t('altDialog.hint')}</Dialog.Description>
          <div className="mt-4 flex items-start justify-between gap-3 rounded-xl bg-neutral-50 p-3">
            <div>
              <label htmlFor={switchId} className="text-sm font-medium text-neutral-800">
                {t('altDialog.decorative')}
              </label>
              <p className="text-xs text-neutral-500">{t('altDialog.decorativeHint')}</p>
            </div>
            <Switch.Root
              id={switchId}
              checked={decorative}
              onCheckedChange={setDecorative}
              className={cx(
                'relative mt-0.5 inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-neutral-300 transition-colors data-[state=checked]:bg-neutral-900',
                FOCUS_RING_LIGHT,
              )}
            >
              <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
            </Switch.Root>
          </div>
          <div className="mt-4">
            <AltTextInputs
              locales={locales}
              values={alt}
              onChange={(locale, value) => setAlt((texts) => ({ ...texts, [locale]: value }))}
              machineTranslated={current.altMachineTranslated.filter((locale) => !changed.includes(locale))}
              markMissing
              disabled={decorative}
            />
          </div>
          {provider.loaded && provider.provider !== null && !decorative ? (
            <div className="mt-3">
              <button type="button" className={BUTTON} disabled={busy || !canTranslate} onClick={() => void translateMissing()}>
                <Sparkles aria-hidden="true" className="size-4 text-violet-600" />
                {t('altDialog.translate')}
              </button>
              {filled.length === 0 ? <p className="mt-1 text-xs text-neutral-500">{t('altDialog.translateNone')}</p> : null}
            </div>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('cancel')}</Dialog.Close>
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => void apply()}>
              {t('altDialog.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
