import type { ReactNode } from 'react';
import type { PaletteColor } from '../../shared/blocks/constants';
import { optionOf } from '../../shared/blocks/options';
import { MediaImage } from '../_shared/MediaImage';
import { SlotButton, SlotMedia, SlotRichText, SlotText } from '../_shared/slots';
import { cx } from '../_shared/styles';
import { GradientPlaceholder } from '../image-board/placeholder';
import type { BlockRenderProps } from '../types';
import { type TextPosition, textOnImageDefinition as definition } from '../../shared/blocks/text-on-image/definition';

/** Vertical placement on the column axis (justify), horizontal on the cross axis (items). */
const POSITION: Record<TextPosition, string> = {
  'top-left': 'justify-start items-start text-left',
  'top-right': 'justify-start items-end text-right',
  'bottom-left': 'justify-end items-start text-left',
  'bottom-right': 'justify-end items-end text-right',
  'center-left': 'justify-center items-start text-left',
  'center-right': 'justify-center items-end text-right',
};

/** The overlay tints the photo; "transparent" or cleared still keeps a soft shade for legible text. */
const OVERLAY: Record<PaletteColor, string> = {
  transparent: 'bg-linear-to-t from-black/60 via-black/25 to-black/10',
  primary: 'bg-primary/70',
  secondary: 'bg-secondary/75',
  background: 'bg-background/75',
  header: 'bg-header/65',
};

/** Light overlays carry dark text. */
const TEXT: Record<PaletteColor, string> = {
  transparent: 'text-white',
  primary: 'text-white',
  secondary: 'text-header',
  background: 'text-text',
  header: 'text-white',
};

export function TextOnImage({ group, ctx }: BlockRenderProps): ReactNode {
  const position = optionOf(definition, group, 'textPosition');
  const overlay = optionOf(definition, group, 'overlay') ?? 'transparent';
  const slot = { group, ctx };

  return (
    <div data-overlay={overlay} className={cx('relative isolate flex min-h-[26rem] overflow-hidden bg-header sm:min-h-[34rem]', TEXT[overlay])}>
      {/* Edit mode marks the unset image; live, the text sits on the header colour (never an empty image box). */}
      {ctx.mode === 'edit' && <GradientPlaceholder variant={2} className="absolute inset-0 -z-10" />}
      <SlotMedia {...slot} slot="image1" definition={definition.slots.image1} accept="image" className="absolute inset-0 -z-10">
        {(media, alt) => (media ? <MediaImage media={media} alt={alt} sizes="100vw" className="absolute inset-0 size-full object-cover" /> : null)}
      </SlotMedia>
      <div aria-hidden="true" data-text-on-image-overlay="" className={cx('absolute inset-0 -z-10', OVERLAY[overlay])} />
      <div data-position={position} className={cx('mx-auto flex w-full max-w-6xl flex-col px-6 py-16 sm:px-10 sm:py-20', POSITION[position])}>
        <div className="flex max-w-xl flex-col gap-5 [align-items:inherit]">
          <SlotText
            {...slot}
            slot="kicker"
            definition={definition.slots.kicker}
            as="p"
            className="text-sm font-semibold tracking-[0.2em] uppercase opacity-85"
          />
          <SlotText
            {...slot}
            slot="title"
            definition={definition.slots.title}
            as="h2"
            className="font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-5xl"
          />
          <SlotRichText
            {...slot}
            slot="description"
            definition={definition.slots.description}
            className="space-y-4 text-lg leading-relaxed text-pretty opacity-90"
          />
          <div className="mt-2 flex empty:hidden">
            <SlotButton {...slot} slot="button1" definition={definition.slots.button1} variant="primary" surface={overlay === 'primary' ? 'primary' : null} />
          </div>
        </div>
      </div>
    </div>
  );
}
