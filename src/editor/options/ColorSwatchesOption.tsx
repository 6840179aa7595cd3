'use client';

import { X } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { COLOR_PALETTE } from '@/shared/blocks/constants';
import type { OptionControlProps } from './control-props';
import { focusRing, ghostButtonClass, useOptionTexts, useValueLabel } from './ui';

/** The site theme's colours as Tailwind classes reading the --site-* variables set on <html>. */
const SWATCH_FILL: Record<string, string> = {
  primary: 'bg-[var(--site-primary,#0b5cad)]',
  secondary: 'bg-[var(--site-secondary,#f2b705)]',
  background: 'bg-[var(--site-background,#ffffff)]',
  header: 'bg-[var(--site-header,#10253f)]',
  text: 'bg-[var(--site-text,#1d2433)]',
  transparent: 'bg-[conic-gradient(#e5e5e5_25%,#fff_0_50%,#e5e5e5_0_75%,#fff_0)] bg-size-[8px_8px]',
};

/** A palette colour, or none: colour swatches are nullable and can be cleared (editor-core §3). */
export function ColorSwatchesOption({ labelId, definition, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const valueLabel = useValueLabel();
  const colors = definition.values ?? COLOR_PALETTE;
  const current = typeof value === 'string' ? value : '';
  return (
    <div className="flex items-center gap-2">
      <ToggleGroup.Root
        type="single"
        aria-labelledby={labelId}
        value={current}
        disabled={disabled}
        onValueChange={(next) => {
          if (next !== '' && next !== current) onCommit(next);
        }}
        className="flex flex-wrap gap-1.5"
      >
        {colors.map((color) => (
          <ToggleGroup.Item
            key={color}
            value={color}
            aria-label={valueLabel(color)}
            title={valueLabel(color)}
            className={`size-7 rounded-full ring-1 ring-black/15 ring-inset transition-shadow disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:shadow-[0_0_0_2px_#fff,0_0_0_4px_#171717] ${SWATCH_FILL[color] ?? 'bg-neutral-200'} ${focusRing}`}
          />
        ))}
      </ToggleGroup.Root>
      <button type="button" className={`${ghostButtonClass} ml-auto`} disabled={disabled || value === null} onClick={() => onCommit(null)}>
        <X aria-hidden="true" className="size-3.5" />
        {t('clear')}
      </button>
    </div>
  );
}
