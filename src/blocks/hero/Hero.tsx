import type { ReactNode } from 'react';
import type { MediaInfo } from '../../shared/content/media';
import type { TextSize } from '../../shared/blocks/constants';
import { isSlotVisible } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { MediaImage } from '../_shared/MediaImage';
import { mediaOf, SlotButton, SlotMedia, SlotRichText, SlotText } from '../_shared/slots';
import { ALIGN, cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { heroDefinition as definition } from '../../shared/blocks/hero/definition';

// Sizes step up with the viewport so a long title never overflows a phone screen.
const TITLE_SIZES: Record<TextSize, string> = {
  small: 'text-3xl sm:text-4xl',
  medium: 'text-4xl sm:text-5xl',
  large: 'text-4xl sm:text-6xl lg:text-7xl',
};

/**
 * Brand-coloured backdrop, seen whenever there is no image. Decorative only: hidden from AT. The soft
 * glows are radial gradients, not blurred circles: a 64 px `filter: blur` over a 40rem circle held a
 * phone's first paint back by a second where the page is drawn without a GPU (Lighthouse's runs).
 */
function Backdrop(): ReactNode {
  return (
    <div aria-hidden="true" data-hero-backdrop="" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-linear-to-br from-primary/40 via-transparent to-secondary/25" />
      <div className="absolute -top-1/3 -right-1/4 size-[40rem] bg-radial from-primary/35 to-transparent to-70%" />
      <div className="absolute -bottom-1/2 -left-1/4 size-[32rem] bg-radial from-secondary/20 to-transparent to-70%" />
    </div>
  );
}

/**
 * The background image: full bleed, cropped around its focal point, loaded first (it is the
 * largest paint above the fold), under a dark veil so white text stays readable on any photo.
 */
function HeroImage({ media, alt }: { media: MediaInfo; alt: string }): ReactNode {
  return (
    <>
      <MediaImage media={media} alt={alt} sizes="100vw" loading="eager" fetchPriority="high" className="absolute inset-0 size-full object-cover" />
      <div aria-hidden="true" data-hero-overlay="" className="absolute inset-0 bg-linear-to-t from-black/70 via-black/45 to-black/30" />
    </>
  );
}

export function Hero({ group, ctx }: BlockRenderProps): ReactNode {
  const alignment = optionOf(definition, group, 'alignment');
  const textSize = optionOf(definition, group, 'textSize');
  const background = optionOf(definition, group, 'background');
  const fullHeight = optionOf(definition, group, 'fullHeight');
  const align = ALIGN[alignment];
  const slot = { group, ctx };
  const hasImage = isSlotVisible(group, 'image1') && mediaOf(group, 'image1', ctx, 'image') !== null;

  return (
    <div
      className={cx(
        'relative isolate flex items-center overflow-hidden',
        // Over a photo the veil is dark whatever the colour option says.
        hasImage ? 'bg-neutral-900 text-white' : surfaceClass(background),
        // svh, not vh: mobile browser chrome would otherwise push the buttons below the fold.
        fullHeight ? 'min-h-svh' : 'min-h-[28rem] sm:min-h-[34rem]',
      )}
    >
      <Backdrop />
      <SlotMedia {...slot} slot="image1" definition={definition.slots.image1} accept="image" className="absolute inset-0">
        {(media, alt) => (media ? <HeroImage media={media} alt={alt} /> : null)}
      </SlotMedia>
      <div className="relative mx-auto w-full max-w-6xl px-6 py-20 sm:px-10 sm:py-28 lg:py-32">
        <div className={cx('flex max-w-3xl flex-col gap-6', align.items, align.text, align.box)}>
          <SlotText
            {...slot}
            slot="kicker"
            definition={definition.slots.kicker}
            as="p"
            className="text-sm font-semibold tracking-[0.2em] uppercase opacity-80"
          />
          <SlotText
            {...slot}
            slot="title"
            definition={definition.slots.title}
            as="h1"
            className={cx('font-heading font-bold leading-[1.05] tracking-tight text-balance', TITLE_SIZES[textSize])}
          />
          <SlotRichText
            {...slot}
            slot="subtitle"
            definition={definition.slots.subtitle}
            className="max-w-2xl space-y-4 text-lg leading-relaxed text-pretty opacity-90 sm:text-xl"
          />
          <div className={cx('mt-2 flex flex-wrap gap-4 empty:hidden', align.justify)}>
            <SlotButton {...slot} slot="button1" definition={definition.slots.button1} variant="primary" surface={background} />
            <SlotButton {...slot} slot="button2" definition={definition.slots.button2} variant="secondary" surface={background} />
          </div>
        </div>
      </div>
    </div>
  );
}
