'use client';

import { useEditorT } from '../i18n/use-editor-t';
import { SettingsSection, TextSetting, ToggleSetting } from '../settings/controls';
import { SpecialDates } from './SpecialDates';
import { useBusiness } from './use-business';

/**
 * The "Betrieb" section of the settings panel: the business profile the footer, the contact block
 * and the reviews read. Live data (no draft): a save shows on the public site at once.
 */
export function BusinessSection() {
  const t = useEditorT('editorBusiness');
  const { answer, save } = useBusiness();
  return (
    <SettingsSection title={t('section.title')}>
      {answer ? (
        <>
          <p className="text-xs text-neutral-500">{t('section.hint')}</p>
          <TextSetting label={t('company')} value={answer.profile.companyName} onCommit={(companyName) => save({ ...answer.profile, companyName })} />
          <ToggleSetting
            label={t('healthOptics')}
            checked={answer.profile.programs.healthOptics.active}
            onChange={(active) => void save({ ...answer.profile, programs: { ...answer.profile.programs, healthOptics: { active } } })}
          />
          {answer.profile.branches.map((branch) => (
            <SpecialDates
              key={branch.id}
              branch={branch}
              onChange={(special) =>
                save({ ...answer.profile, branches: answer.profile.branches.map((b) => (b.id === branch.id ? { ...b, openingHours: { ...b.openingHours, special } } : b)) })
              }
            />
          ))}
          {answer.profile.branches.length === 0 ? <p className="text-xs text-neutral-500">{t('noBranches')}</p> : null}
        </>
      ) : null}
    </SettingsSection>
  );
}
