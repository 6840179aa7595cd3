'use client';

import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Branch } from '@/shared/content/business';
import { useEditorT } from '../i18n/use-editor-t';
import { TextSetting, ToggleSetting } from '../settings/controls';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { type ListEntryProps, RowActions } from './RowActions';
import { OpeningHoursEditor } from '../opening-hours/OpeningHoursEditor';

type TextField = 'name' | 'street' | 'streetNumber' | 'postcode' | 'city' | 'phone' | 'email' | 'emailOverride' | 'url';
const FIELDS: readonly { field: TextField; type?: 'email' | 'tel' | 'url' }[] = [
  { field: 'name' },
  { field: 'street' },
  { field: 'streetNumber' },
  { field: 'postcode' },
  { field: 'city' },
  { field: 'phone', type: 'tel' },
  { field: 'email', type: 'email' },
  { field: 'emailOverride', type: 'email' },
  { field: 'url', type: 'url' },
];

type Props = ListEntryProps & {
  branch: Branch;
  error: (field: string) => string | undefined;
  onChange: (next: Branch) => Promise<boolean>;
};

/** One branch of the business: address, contact, active, coordinates, and its opening hours (the shared hours editor). */
export function BranchEditor({ branch, index, count, error, onChange, onMove, onRemove }: Props) {
  const t = useEditorT('editorBusiness');
  const name = branch.name || t('branch.unnamed');
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const coordinate = (axis: 'lat' | 'lng') => (value: string) => {
    const number = Number(value.replace(',', '.'));
    if (value === '') return onChange({ ...branch, coordinates: null });
    if (!Number.isFinite(number)) return false;
    return onChange({ ...branch, coordinates: { lat: branch.coordinates?.lat ?? 0, lng: branch.coordinates?.lng ?? 0, [axis]: number } });
  };
  return (
    <div className="mt-2 rounded-lg border border-neutral-200" data-branch-editor={branch.id}>
      <div className="flex items-center justify-between gap-2 px-1 py-1 text-sm">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
          className={cx('flex-1 rounded-lg px-1 py-0.5 text-left font-semibold', FOCUS_RING_LIGHT)}
        >
          <ChevronRight aria-hidden="true" className={cx('mr-1 inline size-3.5 transition-transform', expanded && 'rotate-90')} />
          {name}
          {branch.city ? <span className="font-normal text-neutral-500">, {branch.city}</span> : null}
          {branch.active ? null : <span className="ml-2 rounded bg-neutral-100 px-1.5 text-xs font-normal">{t('branch.inactive')}</span>}
        </button>
        <RowActions
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          labels={{ up: t('branch.moveUp', { name }), down: t('branch.moveDown', { name }), remove: t('branch.remove', { name }) }}
        />
      </div>
      {expanded ? (
        <div id={panelId} className="border-t border-neutral-100 px-2 pb-2">
          {FIELDS.map(({ field, type }) => (
            <TextSetting
              key={field}
              type={type}
              label={t(`branch.fields.${field}`)}
              value={branch[field]}
              error={error(field)}
              onCommit={(value) => onChange({ ...branch, [field]: value })}
            />
          ))}
          <ToggleSetting label={t('branch.active')} checked={branch.active} onChange={(active) => void onChange({ ...branch, active })} />
          <div className="grid grid-cols-2 gap-2">
            <TextSetting
              label={t('branch.fields.lat')}
              value={branch.coordinates ? String(branch.coordinates.lat) : ''}
              error={error('coordinates.lat')}
              onCommit={coordinate('lat')}
            />
            <TextSetting
              label={t('branch.fields.lng')}
              value={branch.coordinates ? String(branch.coordinates.lng) : ''}
              error={error('coordinates.lng')}
              onCommit={coordinate('lng')}
            />
          </div>
          <div className="mt-2">
            <OpeningHoursEditor value={branch.openingHours} onCommit={(openingHours) => void onChange({ ...branch, openingHours })} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
