'use client';

import { useState } from 'react';
import type { Locale } from '@/shared/locales';
import { saveLanguageVisibility } from '../collections/collection-actions';
import { useEditorEnvironment } from '../context';
import { useAfterMutation } from '../publish/status-context';
import { baseVersion } from '../safety/versions';
import { useEditorT } from '../i18n/use-editor-t';
import { toggled } from './FieldVisibilityPanel';
import { CheckList, PanelFrame } from './PanelFrame';

type Props = { groupId: string; disallowedLanguages: readonly Locale[]; onClose: () => void };

/** The site's languages the box shows in; unchecked ones become its disallowed languages (the language marker). */
export function LanguageVisibilityPanel({ groupId, disallowedLanguages, onClose }: Props) {
  const t = useEditorT('editorCollections');
  const env = useEditorEnvironment();
  const after = useAfterMutation();
  const locales = env.site.locales;
  const names = new Intl.DisplayNames([env.editorLanguage], { type: 'language' });
  const [checked, setChecked] = useState<Set<string>>(new Set(locales.filter((locale) => !disallowedLanguages.includes(locale))));
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    const done = await saveLanguageVisibility(t, {
      groupId,
      pageId: env.page.id,
      meta: { disallowedLanguages: locales.filter((locale) => !checked.has(locale)) },
      // Not over a change someone else made to the box meanwhile (409).
      version: baseVersion({ itemType: 'group', linkId: groupId, data: {} }),
    });
    setBusy(false);
    if (done === null) return;
    after();
    onClose();
  }

  return (
    <PanelFrame title={t('menu.languageVisibility')} hint={t('panels.languageVisibilityHint')} onClose={onClose} busy={busy}>
      <CheckList
        items={locales.map((locale) => ({ key: locale, label: `${names.of(locale) ?? locale} (${locale.toUpperCase()})` }))}
        checked={checked}
        busy={busy}
        onToggle={(locale, on) => setChecked((state) => toggled(state, locale, on))}
        onSave={() => void save()}
      />
    </PanelFrame>
  );
}
