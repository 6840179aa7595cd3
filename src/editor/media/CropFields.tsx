'use client';

import { useId } from 'react';
import type { CropArea, FocalPoint } from '@/shared/content/media';
import { clampArea } from './crop-math';
import { INPUT, LABEL } from './ui';
import { useMediaTexts } from './use-media-texts';

type Props = { area: CropArea; focal: FocalPoint; onArea: (area: CropArea) => void; onFocal: (focal: FocalPoint) => void };

const AREA_KEYS = ['x', 'y', 'width', 'height'] as const;

/** The crop area and focal point as numbers (percent), for keyboard users and exact values. */
export function CropFields({ area, focal, onArea, onFocal }: Props) {
  const t = useMediaTexts();
  const id = useId();
  const number = (key: string, label: string, value: number, onChange: (value: number) => void) => (
    <div key={key}>
      <label htmlFor={`${id}-${key}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={0}
        max={100}
        step={1}
        value={Math.round(value * 100) / 100}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
        }}
        className={INPUT}
      />
    </div>
  );
  return (
    <div className="mt-4 space-y-3">
      <fieldset>
        <legend className={LABEL}>{t('cropDialog.area')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {AREA_KEYS.map((key) => number(key, t(`cropDialog.${key}`), area[key], (value) => onArea(clampArea({ ...area, [key]: value }))))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LABEL}>{t('cropDialog.focal')} (%)</legend>
        <div className="grid grid-cols-4 gap-2">
          {number('fx', 'X', focal.x * 100, (value) => onFocal({ ...focal, x: Math.min(1, Math.max(0, value / 100)) }))}
          {number('fy', 'Y', focal.y * 100, (value) => onFocal({ ...focal, y: Math.min(1, Math.max(0, value / 100)) }))}
        </div>
      </fieldset>
    </div>
  );
}
