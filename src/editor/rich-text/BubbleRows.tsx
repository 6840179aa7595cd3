'use client';

import type { Editor } from '@tiptap/core';
import { Ban } from 'lucide-react';
import { COLOR_PALETTE, TEXT_SIZES } from '@/shared/blocks/constants';
import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT, WithTooltip } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

const ROW = 'm-0 flex min-w-0 flex-wrap items-center gap-1 border-t border-neutral-100 px-1 pt-1.5 pb-0.5';

/** Sets or clears one textStyle attribute, dropping the mark once nothing is left on it. */
function setStyle(editor: Editor, attrs: { color?: string | null; fontSize?: string | null }) {
  editor.chain().focus().setMark('textStyle', attrs).removeEmptyTextStyle().run();
}

/** Font size: small, medium, large, or the paragraph's own size. */
export function SizeRow({ editor, value }: { editor: Editor; value: string | null }) {
  const t = useEditorT('editorToolbar');
  const choices = [...TEXT_SIZES, null] as const;
  return (
    <fieldset className={ROW}>
      <legend className="sr-only">{t('richText.size')}</legend>
      {choices.map((size) => (
        <button
          key={size ?? 'reset'}
          type="button"
          aria-pressed={value === size}
          onClick={() => setStyle(editor, { fontSize: size })}
          className={cx(
            'h-7 rounded-md px-2 text-xs font-medium text-neutral-700 hover:bg-neutral-100 aria-pressed:bg-sky-100 aria-pressed:text-sky-800',
            FOCUS_RING_LIGHT,
          )}
        >
          {t(`richText.sizes.${size ?? 'reset'}`)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The site palette only (editor-core §3, extended colour count 0). Stored as the palette NAME so
 * the live page follows theme changes; "transparent" clears the colour.
 */
export function ColorRow({ editor, value }: { editor: Editor; value: string | null }) {
  const t = useEditorT('editorToolbar');
  return (
    <fieldset className={ROW}>
      <legend className="sr-only">{t('richText.color')}</legend>
      {COLOR_PALETTE.map((color) => {
        const reset = color === 'transparent';
        return (
          <WithTooltip key={color} label={t(`richText.colors.${color}`)}>
            <button
              type="button"
              aria-label={t(`richText.colors.${color}`)}
              aria-pressed={reset ? value === null : value === color}
              onClick={() => setStyle(editor, { color: reset ? null : color })}
              className={cx(
                'grid size-7 place-items-center rounded-full ring-1 ring-black/15 aria-pressed:ring-2 aria-pressed:ring-sky-500 aria-pressed:ring-offset-1',
                FOCUS_RING_LIGHT,
              )}
              style={reset ? undefined : { background: `var(--site-${color})` }}
            >
              {reset ? <Ban aria-hidden="true" className="size-4 text-neutral-400" /> : null}
            </button>
          </WithTooltip>
        );
      })}
    </fieldset>
  );
}
