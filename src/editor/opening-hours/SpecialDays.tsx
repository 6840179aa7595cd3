'use client';

import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { CLOSED_TIME, isClosedSpecial, type SpecialDate, TIME_STEP_MINUTES, ZSpecialDate } from '@/shared/content/opening-hours';
import { intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { type DraftErrors, HOURS_ERROR_KEYS, type HoursErrorKey } from './hours-draft';
import { TIME_INPUT } from './WeekdayRows';

const INPUT = cx('rounded-lg border border-neutral-300 px-2 py-1 text-sm', FOCUS_RING_LIGHT);

/** Today in the browser's calendar, as the date picker's earliest day. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Special days (holidays, shortened days): a date picker and either "closed" (stored as the spec's
 * 00:30–00:30) or that day's own times. A new day is checked with the shared schema before it is
 * added; the same date again replaces the earlier entry.
 */
export function SpecialDays({ special, errors, onChange }: { special: SpecialDate[]; errors: DraftErrors; onChange: (special: SpecialDate[]) => void }) {
  const t = useEditorT('editorBusiness');
  const id = useId();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [open, setOpen] = useState('08:30');
  const [close, setClose] = useState('12:00');
  const [problem, setProblem] = useState<HoursErrorKey | null>(null);
  const { editorLanguage } = useEditorEnvironment();
  const day = new Intl.DateTimeFormat(intlTag(editorLanguage), { dateStyle: 'full', timeZone: 'UTC' });
  const dayName = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));

  const add = () => {
    const checked = ZSpecialDate.safeParse(closed ? { date, open: CLOSED_TIME, close: CLOSED_TIME } : { date, open, close });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setProblem(HOURS_ERROR_KEYS.find((key) => message === `business.${key}`) ?? 'generic');
      return;
    }
    setProblem(null);
    onChange([...special.filter((s) => s.date !== date), checked.data].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
  };
  const listed = special.map((s, index) => ({ special: s, error: errors[`special.${index}`] }));

  return (
    <fieldset className="rounded-lg border border-neutral-200 p-2" data-special-days="">
      <legend className="px-1 text-sm font-semibold">{t('special.title')}</legend>
      <ul className="flex flex-col gap-1 text-sm">
        {listed.map(({ special: s, error }) => (
          <li key={s.date} className="flex items-center justify-between gap-2">
            <span>
              <time dateTime={s.date}>{dayName(s.date)}</time>: {isClosedSpecial(s) ? t('special.closed') : `${s.open}–${s.close}`}
              {error ? <span className="ml-2 text-xs font-medium text-rose-700">{t(`errors.${error}`)}</span> : null}
            </span>
            <button
              type="button"
              aria-label={t('special.remove', { date: dayName(s.date) })}
              className={cx('rounded p-1 text-rose-700 hover:bg-rose-50', FOCUS_RING_LIGHT)}
              onClick={() => onChange(special.filter((other) => other.date !== s.date))}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs" htmlFor={`${id}-date`}>
          {t('special.date')}
          <input id={`${id}-date`} type="date" min={today()} className={INPUT} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="flex items-center gap-1 text-xs">
          <input type="checkbox" className={cx('size-4 accent-sky-700', FOCUS_RING_LIGHT)} checked={closed} onChange={(e) => setClosed(e.target.checked)} />
          {t('special.closed')}
        </label>
        {closed ? null : (
          <>
            <label className="flex flex-col text-xs">
              {t('special.open')}
              <input type="time" step={TIME_STEP_MINUTES * 60} className={TIME_INPUT} value={open} onChange={(e) => setOpen(e.target.value)} />
            </label>
            <label className="flex flex-col text-xs">
              {t('special.close')}
              <input type="time" step={TIME_STEP_MINUTES * 60} className={TIME_INPUT} value={close} onChange={(e) => setClose(e.target.value)} />
            </label>
          </>
        )}
        <button
          type="button"
          disabled={!date}
          className={cx('rounded-lg bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50', FOCUS_RING_LIGHT)}
          onClick={add}
        >
          {t('special.add')}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {t(`errors.${problem}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
