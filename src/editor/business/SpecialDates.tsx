'use client';

import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { type Branch, CLOSED_TIME } from '@/shared/content/business';
import { intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const INPUT = cx('rounded-lg border border-neutral-300 px-2 py-1 text-sm', FOCUS_RING_LIGHT);

/**
 * A branch's special dates: a date picker in the browser's locale format, and either "closed"
 * (stored as 00:30–00:30, spec §9.2) or its own open and close times.
 */
export function SpecialDates({ branch, onChange }: { branch: Branch; onChange: (special: Branch['openingHours']['special']) => Promise<boolean> }) {
  const t = useEditorT('editorBusiness');
  const id = useId();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [open, setOpen] = useState('08:30');
  const [close, setClose] = useState('12:00');
  const special = branch.openingHours.special;
  const { editorLanguage } = useEditorEnvironment();
  const day = new Intl.DateTimeFormat(intlTag(editorLanguage), { dateStyle: 'full', timeZone: 'UTC' });
  const add = async () => {
    if (!date) return;
    const entry = closed ? { date, open: CLOSED_TIME, close: CLOSED_TIME } : { date, open, close };
    const next = [...special.filter((s) => s.date !== date), entry].sort((a, b) => a.date.localeCompare(b.date));
    if (await onChange(next)) setDate('');
  };
  return (
    <fieldset className="mt-2 rounded-lg border border-neutral-200 p-2">
      <legend className="px-1 text-sm font-semibold">{t('special.title')}</legend>
      <ul className="flex flex-col gap-1 text-sm">
        {special.map((s) => (
          <li key={s.date} className="flex items-center justify-between gap-2">
            <span>
              <time dateTime={s.date}>{day.format(new Date(`${s.date}T12:00:00Z`))}</time>:{' '}
              {s.open === CLOSED_TIME && s.close === CLOSED_TIME ? t('special.closed') : `${s.open}–${s.close}`}
            </span>
            <button
              type="button"
              aria-label={t('special.remove', { date: day.format(new Date(`${s.date}T12:00:00Z`)) })}
              className={cx('rounded p-1 text-rose-700 hover:bg-rose-50', FOCUS_RING_LIGHT)}
              onClick={() => void onChange(special.filter((other) => other.date !== s.date))}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs" htmlFor={`${id}-date`}>
          {t('special.date')}
          <input id={`${id}-date`} type="date" className={INPUT} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="flex items-center gap-1 text-xs">
          <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
          {t('special.closed')}
        </label>
        {closed ? null : (
          <>
            <label className="flex flex-col text-xs">
              {t('special.open')}
              <input type="time" className={INPUT} value={open} onChange={(e) => setOpen(e.target.value)} />
            </label>
            <label className="flex flex-col text-xs">
              {t('special.close')}
              <input type="time" className={INPUT} value={close} onChange={(e) => setClose(e.target.value)} />
            </label>
          </>
        )}
        <button type="button" disabled={!date} className={cx('rounded-lg bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50', FOCUS_RING_LIGHT)} onClick={() => void add()}>
          {t('special.add')}
        </button>
      </div>
    </fieldset>
  );
}
