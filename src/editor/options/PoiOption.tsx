'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { emptyPoiEntry, MIN_POI_ENTRIES, POI_ICONS, type PoiEntry, padPoiEntries, readPoiEntries, toPoiOptionValue } from '@/editor/lib/poi';
import type { OptionControlProps } from './control-props';
import { ghostButtonClass, inputClass, OptionForm, useOptionTexts } from './ui';

/** Points of interest (editor-core §3): free-text coordinates and an icon; two rows at least. */
export function PoiOption({ labelId, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const [entries, setEntries] = useState(() => padPoiEntries(readPoiEntries(value)));
  const update = (index: number, patch: Partial<PoiEntry>) => setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

  return (
    <OptionForm onSubmit={() => onCommit(toPoiOptionValue(entries))} disabled={disabled}>
      <fieldset aria-labelledby={labelId} className="space-y-1.5">
        <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_5.5rem_1.75rem] gap-1 text-[11px] font-medium text-neutral-400">
          <span>{t('poi.latitude')}</span>
          <span>{t('poi.longitude')}</span>
          <span>{t('poi.icon')}</span>
        </div>
        {entries.map((entry, index) => (
          // Rows have no identity of their own; position is what the editor sees and edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} aria-label={t('poi.point', { n: index + 1 })} className="grid grid-cols-[1fr_1fr_5.5rem_1.75rem] gap-1">
            <input
              aria-label={t('poi.latitude')}
              className={`${inputClass} px-2 text-xs`}
              value={entry.latitude}
              disabled={disabled}
              onChange={(event) => update(index, { latitude: event.target.value })}
            />
            <input
              aria-label={t('poi.longitude')}
              className={`${inputClass} px-2 text-xs`}
              value={entry.longitude}
              disabled={disabled}
              onChange={(event) => update(index, { longitude: event.target.value })}
            />
            <select
              aria-label={t('poi.icon')}
              className={`${inputClass} px-1.5 text-xs`}
              value={entry.icon}
              disabled={disabled}
              onChange={(event) => {
                const icon = POI_ICONS.find((name) => name === event.target.value);
                if (icon) update(index, { icon });
              }}
            >
              {POI_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {t(`poiIcons.${icon}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label={t('poi.remove', { n: index + 1 })}
              className={`${ghostButtonClass} px-1`}
              disabled={disabled || entries.length <= MIN_POI_ENTRIES}
              onClick={() => setEntries(entries.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </fieldset>
        ))}
        <button type="button" className={ghostButtonClass} disabled={disabled} onClick={() => setEntries([...entries, emptyPoiEntry(entries.length)])}>
          <Plus aria-hidden="true" className="size-3.5" />
          {t('poi.add')}
        </button>
      </fieldset>
    </OptionForm>
  );
}
