'use client';

import { BusinessSection } from '../business/BusinessSection';
import { ChangelogButton } from '../changelog/ChangelogButton';
import { useEditorT } from '../i18n/use-editor-t';
import { SettingsSection } from './controls';
import { EditorLanguageSetting } from './EditorLanguageSetting';

/**
 * The settings panel of a member without the site-settings permission (an optician): the business
 * profile (opening hours, branches, staff) and their own editor language — nothing they may not change.
 */
export function MemberSections() {
  const t = useEditorT('editorSettings');
  return (
    <div className="min-h-0 flex-1 overflow-y-auto pb-6">
      <BusinessSection />
      <SettingsSection title={t('editorLanguage.title')} defaultOpen>
        <EditorLanguageSetting />
        <ChangelogButton />
      </SettingsSection>
    </div>
  );
}
