'use client';

import { NO_OPENING_HOURS, type OpeningHours } from '@/shared/content/opening-hours';
import { ZOpticianAnswer } from '@/shared/schemas/business';
import { apiGet } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { OpeningHoursEditor } from '../opening-hours/OpeningHoursEditor';
import { ToggleSetting } from './controls';

/** The footer branch's hours (its chosen branch, else the first active), the start of own footer hours. */
async function branchHours(branchId: string | null): Promise<OpeningHours> {
  const parsed = ZOpticianAnswer.safeParse(await apiGet<unknown>('/optician').catch(() => null));
  if (!parsed.success) return NO_OPENING_HOURS;
  const { branches } = parsed.data;
  return (branches.find((branch) => branch.id === branchId) ?? branches.find((branch) => branch.active))?.openingHours ?? NO_OPENING_HOURS;
}

type Props = { hours: OpeningHours | null; branchId: string | null; onChange: (hours: OpeningHours | null) => Promise<boolean> };

/**
 * The footer's opening hours: off, those of its branch in the business profile ("Betrieb"), so a
 * change there shows at once; on, its own, edited with the same weekday editor (a settings draft).
 */
export function FooterHoursSetting({ hours, branchId, onChange }: Props) {
  const t = useEditorT('editorBusiness');
  return (
    <div className="py-1">
      <ToggleSetting
        label={t('source.footerOwn')}
        checked={hours !== null}
        onChange={(own) => void (own ? branchHours(branchId).then(onChange) : onChange(null))}
      />
      {hours ? (
        <OpeningHoursEditor value={hours} onCommit={(next) => void onChange(next)} />
      ) : (
        <p className="text-xs text-neutral-500">{t('source.footerHint')}</p>
      )}
    </div>
  );
}
