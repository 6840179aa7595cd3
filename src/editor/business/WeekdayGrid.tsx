'use client';

import { useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { OpeningPeriod } from '@/shared/content/business';
import { intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const TIME = cx('w-[6.5rem] rounded-lg border border-neutral-300 bg-white px-1.5 py-1 text-sm aria-[invalid=true]:border-rose-600', FOCUS_RING_LIGHT);
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A Monday (2024-01-01), so day n is that date plus n − 1 days: the weekday's name in any language. */
const weekdayName = (locale: string, day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

type Row = { closed: boolean; first: { open: string; close: string }; second: { open: string; close: string } | null };

function rowsOf(periods: OpeningPeriod[]): Record<number, Row> {
  const rows: Record<number, Row> = {};
  for (const day of DAYS) {
    const [first, second] = periods.filter((p) => p.day === day).sort((a, b) => a.open.localeCompare(b.open));
    rows[day] = { closed: !first, first: first ? { open: first.open, close: first.close } : { open: '08:30', close: '18:30' }, second: second ? { open: second.open, close: second.close } : null };
  }
  return rows;
}

function periodsOf(rows: Record<number, Row>): OpeningPeriod[] {
  return DAYS.flatMap((day) => {
    const row = rows[day];
    if (!row || row.closed) return [];
    return [row.first, ...(row.second ? [row.second] : [])].map((span) => ({ day, ...span }));
  });
}

const valid = (span: { open: string; close: string }) => /^\d\d:\d\d$/.test(span.open) && /^\d\d:\d\d$/.test(span.close) && span.close > span.open;
/** A day that can be saved: closed, or its periods close after they open and the second starts after the first. */
const rowIsValid = (row: Row) => row.closed || (valid(row.first) && (!row.second || (valid(row.second) && row.second.open >= row.first.close)));

/**
 * Regular opening hours as a week: per day "closed" or one period, optionally a second (lunch
 * break). Every field is labelled with its day; a change is saved when the field is left and the
 * day's times make sense (a closing time before the opening time is shown, not saved).
 */
export function WeekdayGrid({ periods, onChange }: { periods: OpeningPeriod[]; onChange: (periods: OpeningPeriod[]) => Promise<boolean> }) {
  const t = useEditorT('editorBusiness');
  const { editorLanguage } = useEditorEnvironment();
  const [rows, setRows] = useState(() => rowsOf(periods));
  useEffect(() => setRows(rowsOf(periods)), [periods]);
  const locale = intlTag(editorLanguage);

  const saveIfValid = (next: Record<number, Row>) => {
    if (DAYS.every((day) => { const row = next[day]; return !row || rowIsValid(row); })) void onChange(periodsOf(next));
  };
  const update = (day: number, edit: (row: Row) => Row, save: boolean) => {
    const current = rows[day];
    if (!current) return;
    const next = { ...rows, [day]: edit(current) };
    setRows(next);
    if (save) saveIfValid(next);
  };
  const timeField = (day: number, name: string, which: 'first' | 'second', field: 'open' | 'close') => {
    const row = rows[day];
    const span = row?.[which];
    if (!row || !span) return null;
    const invalid = field === 'close' && span.open && span.close && span.close <= span.open;
    return (
      <input
        type="time"
        aria-label={t(`hours.${which}.${field}`, { day: name })}
        aria-invalid={invalid ? true : undefined}
        className={TIME}
        value={span[field]}
        onChange={(event) => update(day, (r) => ({ ...r, [which]: { ...span, [field]: event.target.value } }), false)}
        onBlur={() => {
          const changed = JSON.stringify(periodsOf(rows)) !== JSON.stringify(periods);
          if (changed) saveIfValid(rows);
        }}
      />
    );
  };

  return (
    <fieldset className="mt-2 rounded-lg border border-neutral-200 p-2">
      <legend className="px-1 text-sm font-semibold">{t('hours.title')}</legend>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('hours.day')}</th>
            <th scope="col">{t('hours.closed')}</th>
            <th scope="col">{t('hours.times')}</th>
          </tr>
        </thead>
        <tbody>
          {DAYS.map((day) => {
            const row = rows[day];
            const name = weekdayName(locale, day);
            if (!row) return null;
            const broken = !rowIsValid(row);
            return (
              <tr key={day} className="border-t border-neutral-100 align-top">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {name}
                </th>
                <td className="py-1.5 pr-2">
                  <label className="flex items-center gap-1 text-xs">
                    <input type="checkbox" checked={row.closed} onChange={(event) => update(day, (r) => ({ ...r, closed: event.target.checked }), true)} aria-label={t('hours.closedOn', { day: name })} />
                    <span aria-hidden="true">{t('hours.closed')}</span>
                  </label>
                </td>
                <td className="py-1 text-xs">
                  {row.closed ? null : (
                    <div className="flex flex-col gap-1">
                      <span className="flex items-center gap-1">
                        {timeField(day, name, 'first', 'open')}–{timeField(day, name, 'first', 'close')}
                      </span>
                      {row.second ? (
                        <span className="flex items-center gap-1">
                          {timeField(day, name, 'second', 'open')}–{timeField(day, name, 'second', 'close')}
                          <button type="button" className={cx('rounded px-1 text-rose-700 hover:bg-rose-50', FOCUS_RING_LIGHT)} aria-label={t('hours.removeSecond', { day: name })} onClick={() => update(day, (r) => ({ ...r, second: null }), true)}>
                            {t('hours.removeSecondShort')}
                          </button>
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={cx('self-start rounded px-1 text-sky-800 hover:bg-sky-50', FOCUS_RING_LIGHT)}
                          aria-label={t('hours.addSecond', { day: name })}
                          onClick={() => update(day, (r) => ({ ...r, first: { open: r.first.open, close: '12:00' }, second: { open: '13:30', close: r.first.close > '13:30' ? r.first.close : '18:30' } }), true)}
                        >
                          {t('hours.addSecondShort')}
                        </button>
                      )}
                      {broken ? (
                        <span role="alert" className="font-medium text-rose-700">
                          {t('hours.invalid')}
                        </span>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
