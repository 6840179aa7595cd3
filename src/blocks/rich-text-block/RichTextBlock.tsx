import type { ReactNode } from 'react';
import type { ColumnWidth } from '../../shared/blocks/constants';
import { optionOf } from '../../shared/blocks/options';
import { SlotRichText, SlotText } from '../_shared/slots';
import { ALIGN, cx } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { richTextBlockDefinition as definition } from '../../shared/blocks/rich-text-block/definition';

// narrow keeps lines near 70 characters for reading; wide suits lists and short paragraphs.
const COLUMN_WIDTHS: Record<ColumnWidth, string> = { narrow: 'max-w-2xl', wide: 'max-w-5xl' };

/** Running text. The column is always centred on the page; alignment moves the text inside it. */
export function RichTextBlock({ group, ctx }: BlockRenderProps): ReactNode {
  const alignment = optionOf(definition, group, 'alignment');
  const columnWidth = optionOf(definition, group, 'columnWidth');
  const slot = { group, ctx };

  return (
    <div className="px-6 py-12 sm:px-10 sm:py-16">
      <div className={cx('mx-auto flex flex-col gap-6', COLUMN_WIDTHS[columnWidth], ALIGN[alignment].text)}>
        <SlotText
          {...slot}
          slot="title"
          definition={definition.slots.title}
          as="h2"
          className="font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
        />
        <SlotRichText {...slot} slot="textBlock" definition={definition.slots.textBlock} className="space-y-4 text-lg leading-relaxed text-pretty" />
      </div>
    </div>
  );
}
