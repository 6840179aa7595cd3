import type { ComponentType, ReactNode } from 'react';
import type { GroupNode } from '../../../shared/content/types';
import type { RenderContext } from '../../types';
import type { SlotDefinition } from '../../../shared/blocks/types';
import type { Alignment, ImageFormatOption, PaletteColor } from '../../../shared/blocks/constants';
import { isSlotVisible, textOf } from '../../../shared/blocks/fields';
import { MediaImage } from '../MediaImage';
import { SlotMedia, SlotRichText, SlotText } from '../slots';
import { ALIGN, cx, surfaceClass } from '../styles';
import { IMAGE_ASPECT } from './layout';

type TextTag = 'h1' | 'h2' | 'h3' | 'p';
type SlotProps = { group: GroupNode; ctx: RenderContext; slot: string; definition: SlotDefinition; className?: string };

/**
 * A text slot shown through a formatter (a date, a cost, a preview). Live: the formatted value, or
 * nothing when `format` returns null. Edit mode hands the raw text to SlotText (the injected editor
 * or its placeholder), so editors always work on what is stored.
 */
export function SlotFormatted(props: SlotProps & { as: TextTag; format: (text: string | null) => ReactNode | null }): ReactNode {
  const { group, ctx, slot, className, as: Tag, format } = props;
  if (!isSlotVisible(group, slot)) return null;
  const text = textOf(group, slot, ctx.locale);
  if (ctx.mode === 'edit' && (ctx.editor || text === null)) return <SlotText {...props} />;
  const shown = format(text);
  if (shown === null) return null;
  return (
    <Tag data-slot={slot} data-field-id={group.fields[slot]?.id} className={className}>
      {shown}
    </Tag>
  );
}

/** The board's own heading and intro text, then its items, on the chosen surface. */
export function BoardSection(props: {
  group: GroupNode;
  ctx: RenderContext;
  slots: { title: SlotDefinition; description: SlotDefinition };
  alignment: Alignment;
  background: PaletteColor | null;
  children: ReactNode;
}): ReactNode {
  const { group, ctx, slots, alignment, background, children } = props;
  const align = ALIGN[alignment];
  const slot = { group, ctx };
  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-14 sm:px-10 sm:py-20">
        <div className={cx('mb-10 flex max-w-3xl flex-col gap-4 empty:hidden', align.items, align.text, align.box)}>
          <SlotText
            {...slot}
            slot="title"
            definition={slots.title}
            as="h2"
            className="font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
          />
          <SlotRichText {...slot} slot="description" definition={slots.description} className="space-y-4 text-lg leading-relaxed text-pretty opacity-85" />
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * A card's image in the chosen format. Without an image live pages show nothing (never an empty
 * box); edit mode shows a soft brand-coloured tile with an icon when `Fallback` is given, to fill.
 */
export function CardImage(props: SlotProps & { format: ImageFormatOption; sizes: string; Fallback?: ComponentType<{ className?: string }> }): ReactNode {
  const { format, sizes, Fallback, ...slot } = props;
  const fallback =
    Fallback && slot.ctx.mode === 'edit' ? (
      <div
        aria-hidden="true"
        data-card-fallback=""
        className="grid size-full place-items-center bg-linear-to-br from-primary/15 via-secondary/10 to-secondary/25"
      >
        <Fallback className="size-10 text-primary/60" />
      </div>
    ) : null;
  return (
    <SlotMedia {...slot} accept="image" className={cx('overflow-hidden rounded-xl', IMAGE_ASPECT[format])}>
      {(media, alt) => (media ? <MediaImage media={media} alt={alt} sizes={sizes} className="size-full object-cover" /> : fallback)}
    </SlotMedia>
  );
}
