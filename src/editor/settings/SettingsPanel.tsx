'use client';

import { useEditorT } from '../i18n/use-editor-t';
import { useCan } from '../permissions';
import { MemberSections } from './MemberSections';
import { SidePanel } from '../toolbar/SidePanel';
import { Spinner } from '../toolbar/ui';
import { SettingsSections } from './SettingsSections';
import { useSettings } from './use-settings';

/**
 * The site settings panel (search flag `settings`, editor-panels §2): every section saves on
 * change as a draft; the editor shows it at once, visitors after "publish all".
 */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useEditorT('editorSettings');
  // Without the settings permission (opticians) the panel holds only what is theirs: no settings are loaded.
  const canSettings = useCan('settings');
  const { answer, loadError, save, resetFooter } = useSettings(open && canSettings);
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('panel.title')}
      description={t('panel.description')}
      closeLabel={t('panel.close')}
      width="wide"
    >
      {!canSettings ? (
        <MemberSections />
      ) : answer ? (
        <SettingsSections settings={answer.settings} save={save} resetFooter={resetFooter} />
      ) : loadError ? (
        <p role="alert" className="px-5 py-4 text-sm text-rose-700">
          {t('panel.loadError')}
        </p>
      ) : (
        <div className="px-5 py-4">
          <Spinner label={t('panel.loading')} />
        </div>
      )}
    </SidePanel>
  );
}
