'use client';

import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { MediaInfo } from '@/shared/content/media';
import { SLOT_ALT_OPTION, type SlotAlt, slotAltOf } from '@/shared/content/media-alt';
import type { Localized } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { saveItem } from '../save-item';
import { useSaveHandler } from '../slots/use-save-handler';
import { DIALOG_OVERLAY, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { EDITOR_FONT } from '../toolbar/ui';
import { AltTextInputs, defaultFirst } from './AltTextInputs';
import { INPUT, LABEL, PRIMARY_BUTTON } from './ui';
import { useMediaTexts } from './use-media-texts';

export type SlotAltDialogProps = {
  groupId: string;
  fieldId: string | null;
  slot: string;
  media: MediaInfo;
  override: SlotAlt | null;
  onClose: () => void;
};

type Decorative = 'inherit' | 'yes' | 'no';
const DECORATIVE: Record<Decorative, boolean | undefined> = { inherit: undefined, yes: true, no: false };

/**
 * The alternative text of one image slot (issue 31): per language a text of its own, else the
 * library's (shown as the placeholder), and whether the image is decorative here. Saved as the
 * field's `alt` option, a draft like every other change of the box.
 */
export function SlotAltDialog({ groupId, fieldId, slot, media, override, onClose }: SlotAltDialogProps) {
  const t = useMediaTexts();
  const env = useEditorEnvironment();
  const run = useSaveHandler();
  const selectId = useId();
  const locales = defaultFirst(env.site.locales, env.site.defaultLocale);
  const [texts, setTexts] = useState<Localized<string>>(override?.texts ?? {});
  const [decorative, setDecorative] = useState<Decorative>(override?.decorative === undefined ? 'inherit' : override.decorative ? 'yes' : 'no');
  const [busy, setBusy] = useState(false);
  const decorativeHere = DECORATIVE[decorative] ?? media.decorative;

  async function save() {
    setBusy(true);
    const alt = slotAltOf({ texts, decorative: DECORATIVE[decorative] });
    const saved = await run(() => saveItem({ itemType: 'field', linkId: fieldId, groupId, slot, data: { options: { [SLOT_ALT_OPTION]: alt } } }));
    setBusy(false);
    if (saved) onClose();
  }

  const libraryState = media.decorative ? t('slotAlt.stateDecorative') : t('slotAlt.stateInformative');
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
          <Dialog.Title className="text-lg font-semibold">{t('slotAlt.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-600">{t('slotAlt.hint')}</Dialog.Description>
          <div className="mt-4">
            <label htmlFor={selectId} className={LABEL}>
              {t('slotAlt.decorative')}
            </label>
            <select id={selectId} value={decorative} onChange={(event) => setDecorative(event.target.value as Decorative)} className={INPUT}>
              <option value="inherit">{t('slotAlt.inherit', { state: libraryState })}</option>
              <option value="yes">{t('slotAlt.yes')}</option>
              <option value="no">{t('slotAlt.no')}</option>
            </select>
          </div>
          <div className="mt-4">
            <AltTextInputs
              locales={locales}
              values={texts}
              onChange={(locale, value) => setTexts((current) => ({ ...current, [locale]: value }))}
              placeholders={Object.fromEntries(
                locales.map((locale) => [locale, media.alt[locale] ? t('slotAlt.library', { text: media.alt[locale] }) : t('slotAlt.libraryNone')]),
              )}
              disabled={decorativeHere}
            />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('cancel')}</Dialog.Close>
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => void save()}>
              {t('slotAlt.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
