'use client';

import { cx } from '@/blocks/_shared/styles';
import { TIME_STEP_MINUTES } from '@/shared/content/opening-hours';
import { intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { type DraftDay, type DraftErrors, dayError, EMPTY_SPAN, isUnsetDay, type SpanName, withLunchBreak } from './hours-draft';

export const TIME_INPUT = cx(
  'w-[6.5rem] rounded-lg border border-neutral-300 bg-white px-1.5 py-1 text-sm aria-[invalid=true]:border-rose-600',
  FOCUS_RING_LIGHT,
);
const LINK_BUTTON = cx('rounded px-1 hover:bg-neutral-100', FOCUS_RING_LIGHT);
/** A Monday (2024-01-01), so day index i is that date plus i days: the weekday's name in any language. */
const weekdayName = (locale: string, index: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));

type Props = {
  days: DraftDay[];
  errors: DraftErrors;
  /** The new week; `commit` for switches and buttons, not for each change of a time. */
  onChange: (days: DraftDay[], commit: boolean) => void;
  /** A time field was left: commit what is typed, if valid. */
  onLeave: () => void;
};

/**
 * The regular week: per day a closed switch, its opening and closing time, and an optional second
 * span after a lunch break. A day without times and not closed is "not set"; its fields stay empty
 * and "Leeren" brings a day back to that.
 */
export function WeekdayRows({ days, errors, onChange, onLeave }: Props) {
  const t = useEditorT('editorBusiness');
  const { editorLanguage } = useEditorEnvironment();
  const locale = intlTag(editorLanguage);
  const update = (index: number, edit: (day: DraftDay) => DraftDay, commit: boolean) =>
    onChange(
      days.map((day, at) => (at === index ? edit(day) : day)),
      commit,
    );

  const timeField = (index: number, name: string, span: SpanName, field: 'open' | 'close') => {
    const times = days[index]?.[span];
    if (!times) return null;
    const error = errors[`${index}.${span}.${field}`];
    return (
      <input
        type="time"
        step={TIME_STEP_MINUTES * 60}
        aria-label={t(`hours.${span}.${field}`, { day: name })}
        aria-invalid={error ? true : undefined}
        className={TIME_INPUT}
        value={times[field]}
        onChange={(event) => update(index, (day) => ({ ...day, [span]: { ...times, [field]: event.target.value } }), false)}
        onBlur={onLeave}
      />
    );
  };

  return (
    <fieldset className="rounded-lg border border-neutral-200 p-2" data-weekday-editor="">
      <legend className="px-1 text-sm font-semibold">{t('hours.title')}</legend>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('hours.day')}</th>
            <th scope="col">{t('hours.times')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => {
            const name = weekdayName(locale, index);
            const problem = dayError(errors, index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays, always in this order.
              <tr key={index} className="border-t border-neutral-100 align-top first:border-t-0">
                <th scope="row" className="w-24 py-1.5 pr-2 text-left font-medium">
                  {name}
                </th>
                <td className="py-1 text-xs">
                  <div className="flex flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <label className="flex items-center gap-1">
                        <input
                          type="checkbox"
                          className={cx('size-4 accent-sky-700', FOCUS_RING_LIGHT)}
                          checked={day.closed}
                          aria-label={t('hours.closedOn', { day: name })}
                          onChange={(event) => update(index, () => ({ closed: event.target.checked, first: EMPTY_SPAN, second: null }), true)}
                        />
                        <span aria-hidden="true">{t('hours.closed')}</span>
                      </label>
                      {isUnsetDay(day) ? <span className="text-neutral-500 italic">{t('hours.unset')}</span> : null}
                      {isUnsetDay(day) ? null : (
                        <button
                          type="button"
                          className={cx(LINK_BUTTON, 'text-neutral-600')}
                          aria-label={t('hours.clear', { day: name })}
                          onClick={() => update(index, () => ({ closed: false, first: EMPTY_SPAN, second: null }), true)}
                        >
                          {t('hours.clearShort')}
                        </button>
                      )}
                    </div>
                    {day.closed ? null : (
                      <>
                        <span className="flex items-center gap-1">
                          {timeField(index, name, 'first', 'open')}–{timeField(index, name, 'first', 'close')}
                        </span>
                        {day.second ? (
                          <span className="flex flex-wrap items-center gap-1">
                            {timeField(index, name, 'second', 'open')}–{timeField(index, name, 'second', 'close')}
                            <button
                              type="button"
                              className={cx(LINK_BUTTON, 'text-rose-700')}
                              aria-label={t('hours.removeSecond', { day: name })}
                              onClick={() => update(index, (d) => ({ ...d, second: null }), true)}
                            >
                              {t('hours.removeSecondShort')}
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className={cx(LINK_BUTTON, 'self-start text-sky-800')}
                            aria-label={t('hours.addSecond', { day: name })}
                            onClick={() => update(index, withLunchBreak, true)}
                          >
                            {t('hours.addSecondShort')}
                          </button>
                        )}
                      </>
                    )}
                    {problem ? (
                      <span role="alert" className="font-medium text-rose-700">
                        {t(`errors.${problem}`)}
                      </span>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
