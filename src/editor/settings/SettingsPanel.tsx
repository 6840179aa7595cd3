'use client';

import { useEditorT } from '../i18n/use-editor-t';
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
  const { answer, loadError, save, resetFooter } = useSettings(open);
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
      {answer ? (
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
