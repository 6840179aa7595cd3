import type { ReactNode } from 'react';
import { MediaImage } from '../_shared/MediaImage';
import { SlotMedia, SlotRichText, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import { teamDetailsDefinition, testimonialDetailsDefinition } from '../../shared/blocks/collections/definition';

/** A team member's profile on their collection page; its slots feed the team container. */
export function TeamDetails({ group, ctx }: BlockRenderProps): ReactNode {
  const s = teamDetailsDefinition.slots;
  const slot = { group, ctx };
  return (
    <section data-team-details="" className="mx-auto grid w-full max-w-5xl gap-10 px-6 py-14 sm:grid-cols-[16rem_1fr] sm:px-10 sm:py-20">
      <SlotMedia {...slot} slot="image1" definition={s.image1} accept="image" className="overflow-hidden rounded-2xl">
        {(media, alt) =>
          media ? (
            <MediaImage media={media} alt={alt} sizes="16rem" className="aspect-[3/4] size-full object-cover" fetchPriority="high" loading="eager" />
          ) : null
        }
      </SlotMedia>
      <div className="flex flex-col gap-4">
        <SlotText {...slot} slot="name" definition={s.name} as="h1" className="font-heading text-4xl font-bold" />
        <SlotText {...slot} slot="function" definition={s.function} as="p" className="text-lg opacity-75" />
        <SlotText {...slot} slot="email" definition={s.email} as="p" className="underline" />
        <SlotRichText {...slot} slot="description" definition={s.description} className="space-y-4 text-lg leading-relaxed" />
      </div>
    </section>
  );
}

/** A testimonial on its collection page; its slots feed the testimonials container. */
export function TestimonialDetails({ group, ctx }: BlockRenderProps): ReactNode {
  const s = testimonialDetailsDefinition.slots;
  const slot = { group, ctx };
  return (
    <figure data-testimonial-details="" className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-6 py-14 text-center sm:py-20">
      <SlotMedia {...slot} slot="image1" definition={s.image1} accept="image" className="size-28 overflow-hidden rounded-full">
        {(media, alt) => (media ? <MediaImage media={media} alt={alt} sizes="7rem" className="size-full object-cover" /> : null)}
      </SlotMedia>
      <blockquote className="text-2xl leading-relaxed">
        <SlotRichText {...slot} slot="quote" definition={s.quote} className="space-y-4" />
      </blockquote>
      <figcaption>
        <SlotText {...slot} slot="name" definition={s.name} as="p" className="font-bold" />
      </figcaption>
    </figure>
  );
}
