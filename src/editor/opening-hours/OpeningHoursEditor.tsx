'use client';

import { useEffect, useRef, useState } from 'react';
import { type OpeningHours, ZOpeningHours } from '@/shared/content/opening-hours';
import { useEditorT } from '../i18n/use-editor-t';
import { checkDraft, draftOf, type HoursDraft } from './hours-draft';
import { SpecialDays } from './SpecialDays';
import { WeekdayRows } from './WeekdayRows';

type Props = {
  value: OpeningHours;
  /** A valid change at a commit point (a field left, a switch, a break or special day added or removed). */
  onCommit: (hours: OpeningHours) => void;
  /** Every change of the working copy: the hours when valid, else null (a dialog enables its button by it). */
  onDraft?: (hours: OpeningHours | null) => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one opening-hours editor (issue 31): the business profile's branches, a contact box's own
 * hours and the footer's own hours are all edited with it. A week of time pickers (five-minute
 * steps) with a closed switch and an optional lunch break per day, then special days with a date
 * picker. Checked with the shared schema as it is typed; problems are shown at their field in the
 * editor language, and only valid hours are committed.
 */
export function OpeningHoursEditor({ value, onCommit, onDraft }: Props) {
  const t = useEditorT('editorBusiness');
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(value));
  const shown = useRef(value);
  useEffect(() => {
    // A saved (or reloaded) value replaces the working copy; the same value coming back does not.
    if (same(shown.current, value)) return;
    shown.current = value;
    setDraft(draftOf(value));
  }, [value]);
  const { errors } = checkDraft(draft);

  const change = (next: HoursDraft, commit: boolean) => {
    setDraft(next);
    const checked = checkDraft(next);
    onDraft?.(checked.hours);
    if (commit && checked.hours && !same(checked.hours, shown.current)) {
      shown.current = checked.hours;
      onCommit(checked.hours);
    }
  };

  // Special days are saved with the last saved week, so a week still being corrected does not hold them back.
  const changeSpecial = (special: HoursDraft['special']) => {
    const next = { ...draft, special };
    setDraft(next);
    onDraft?.(checkDraft(next).hours);
    const saved = ZOpeningHours.safeParse({ ...shown.current, special });
    if (saved.success && !same(saved.data, shown.current)) {
      shown.current = saved.data;
      onCommit(saved.data);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <WeekdayRows days={draft.days} errors={errors} onChange={(days, commit) => change({ ...draft, days }, commit)} onLeave={() => change(draft, true)} />
      <p className="px-1 text-xs text-neutral-500">{t('hours.hint')}</p>
      <SpecialDays special={draft.special} errors={errors} onChange={changeSpecial} />
    </div>
  );
}
