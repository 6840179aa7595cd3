'use client';

import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { locationIds } from '@/shared/blocks/options';
import { NO_OPENING_HOURS, type OpeningHours, unsetWeekdays } from '@/shared/content/opening-hours';
import { ZOpticianAnswer } from '@/shared/schemas/business';
import { apiGet } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { OpeningHoursEditor } from '../opening-hours/OpeningHoursEditor';
import { DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { EDITOR_FONT } from '../toolbar/ui';
import type { OptionControlProps } from './control-props';
import { ghostButtonClass, primaryButtonClass } from './ui';

const isHours = (value: unknown): value is OpeningHours => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The branch whose hours a box starts from when it gets its own: the chosen one, else the first
 * active one (as the box shows them); none when the profile cannot be read.
 */
async function startingHours(branchId: string | undefined): Promise<OpeningHours> {
  const parsed = ZOpticianAnswer.safeParse(await apiGet<unknown>('/optician').catch(() => null));
  if (!parsed.success) return NO_OPENING_HOURS;
  const branches = parsed.data.branches;
  return (branches.find((branch) => branch.id === branchId) ?? branches.find((branch) => branch.active))?.openingHours ?? NO_OPENING_HOURS;
}

/**
 * A contact box's opening hours (`openingHours` option): the branch's (null) or its own, edited
 * in a dialog with the same weekday editor as the business profile. "Übernehmen" saves them.
 */
export function OpeningHoursOption({ id, labelId, value, disabled, onCommit, options }: OptionControlProps) {
  const t = useEditorT('editorBusiness');
  const own = isHours(value) ? value : null;
  const [editing, setEditing] = useState<OpeningHours | null>(null);
  const [pending, setPending] = useState<OpeningHours | null>(null);
  const open = (hours: OpeningHours) => {
    setEditing(hours);
    setPending(hours);
  };
  const unset = own ? unsetWeekdays(own).length : 0;

  return (
    <fieldset aria-labelledby={labelId} className="space-y-1.5 text-sm">
      <label className="flex items-center gap-2">
        <input type="radio" name={`${id}-source`} className="size-4 accent-neutral-900" checked={!own} disabled={disabled} onChange={() => onCommit(null)} />
        {t('source.branch')}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-source`}
          className="size-4 accent-neutral-900"
          checked={own !== null}
          disabled={disabled}
          onChange={() => void startingHours(locationIds(options?.branch)[0]).then(open)}
        />
        {t('source.own')}
      </label>
      <p className="text-xs text-neutral-500">{t('source.boxHint')}</p>
      {own ? (
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-neutral-600">{unset > 0 ? t('source.unsetDays', { count: unset }) : null}</span>
          <button type="button" className={ghostButtonClass} disabled={disabled} onClick={() => open(own)}>
            {t('source.edit')}
          </button>
        </div>
      ) : null}
      <Dialog.Root open={editing !== null} onOpenChange={(next) => !next && setEditing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[85] bg-neutral-950/40 backdrop-blur-[2px]" />
          <Dialog.Content
            className={cx(
              EDITOR_FONT,
              'fixed top-1/2 left-1/2 z-[86] max-h-[90vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-neutral-900 shadow-2xl',
            )}
          >
            <Dialog.Title className="text-lg font-semibold">{t('source.dialogTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 mb-3 text-sm text-neutral-600">{t('source.dialogHint')}</Dialog.Description>
            {editing ? <OpeningHoursEditor value={editing} onCommit={setPending} onDraft={setPending} /> : null}
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close className={DIALOG_SECONDARY}>{t('source.cancel')}</Dialog.Close>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={disabled || pending === null}
                onClick={() => {
                  if (!pending) return;
                  setEditing(null);
                  onCommit(pending);
                }}
              >
                {t('source.apply')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </fieldset>
  );
}
