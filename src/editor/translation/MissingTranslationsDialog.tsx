'use client';

import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { TMissingText, TOutdatedText } from '@/shared/schemas/translation';
import { useEditorT } from '../i18n/use-editor-t';
import type { MissingLanguage } from '../publish/publish-state';
import { DIALOG_OVERLAY, DIALOG_PANEL, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { type FieldTarget, focusField } from './focus-field';
import { MissingLanguageSection } from './MissingLanguageSection';
import { useLanguageNames } from '../languages/language-names';
import { useTranslateMissing } from './use-translate-missing';
import { useTranslationProvider } from './use-translation-provider';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Languages with missing or outdated texts, in the site's order. */
  languages: readonly MissingLanguage[];
  texts: readonly TMissingText[];
  outdated: readonly TOutdatedText[];
};

/**
 * The missing-translations dialog (editor-panels §2, §4): per language the count, whether it
 * blocks publishing, an edit link in that language, machine translation of all missing texts,
 * and the texts themselves, each leading to its place on the page; below them the language's
 * outdated translations (issue 31), each to refresh by machine or keep.
 */
export function MissingTranslationsDialog({ open, onOpenChange, languages, texts, outdated }: Props) {
  const t = useEditorT('editorTranslation');
  const provider = useTranslationProvider(open);
  const translate = useTranslateMissing(texts);
  const languageName = useLanguageNames();
  // A text chosen on this page is scrolled to once the dialog has closed (and released the page's scroll).
  const chosen = useRef<FieldTarget | null>(null);
  const kind = texts.length > 0 ? 'missing' : 'outdated';

  function choose(text: Pick<TMissingText, 'fieldId' | 'groupId' | 'slot'>) {
    chosen.current = { fieldId: text.fieldId, groupId: text.groupId, slot: text.slot };
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          className={cx(DIALOG_PANEL, 'max-w-xl')}
          data-missing-translations=""
          onCloseAutoFocus={(event) => {
            const target = chosen.current;
            chosen.current = null;
            if (!target) return;
            event.preventDefault();
            focusField(target);
          }}
        >
          <Dialog.Title className="text-lg font-semibold tracking-tight">{t(`${kind}.title`)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm leading-relaxed text-neutral-600">{t(`${kind}.description`)}</Dialog.Description>
          <div className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto p-0.5">
            {languages.map((language) => (
              <MissingLanguageSection
                key={language.locale}
                language={language}
                languageName={languageName(language.locale)}
                texts={texts.filter((text) => text.locale === language.locale)}
                outdated={outdated.filter((text) => text.locale === language.locale)}
                provider={provider}
                running={translate.running}
                onTranslate={() => void translate.run(language.locale)}
                onChoose={choose}
              />
            ))}
          </div>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('missing.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
