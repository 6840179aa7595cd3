import type { ReactNode } from 'react';
import { textOf } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import { cx, surfaceClass } from '../_shared/styles';
import { announcementTexts } from '../announcement-bar/texts';
import { Dismissible } from '../announcement-bar/Dismissible';
import { AnnouncementLink } from '../announcement-bar/parts';
import type { BlockRenderProps } from '../types';
import { type BubblePosition, announcementBubbleDefinition as definition } from '../../shared/blocks/announcement-bubble/definition';

/**
 * Fixed to a lower corner on live pages from `sm` up; on phones and in the editor it stays in the flow, on its side. The
 * position utility lives here only: with `relative` in the shared classes too, Tailwind's sheet
 * (where `.relative` follows `.fixed`) kept the live bubble in the flow — a 144 px band of its
 * own, nudged up over the announcement bar by its corner offsets.
 */
const PLACEMENT: Record<BubblePosition, { live: string; edit: string }> = {
  // On phones the bubble stays in the flow where the editor put it, on its side: a 144 px circle
  // floating over a 390 px screen covered links and buttons at every scroll position (issue 33).
  // From `sm` it floats above the booking button's band (min-h-12 at sm:bottom-6), which may share the corner.
  left: { live: 'relative my-6 ml-4 mr-auto sm:fixed sm:bottom-24 sm:left-6 sm:m-0', edit: 'relative mr-auto' },
  right: { live: 'relative my-6 mr-4 ml-auto sm:fixed sm:right-6 sm:bottom-24 sm:m-0', edit: 'relative ml-auto' },
};

// `aspect-square shrink-0`: a circle, never an ellipse, whatever its text and container.
const BUBBLE =
  'z-40 flex size-36 aspect-square shrink-0 flex-col items-center justify-center gap-1.5 rounded-full p-5 text-center text-sm shadow-xl shadow-black/20 sm:size-40';

/** The floating bubble: short text, a link below, a small close button on its rim. */
export function AnnouncementBubble({ group, ctx }: BlockRenderProps): ReactNode {
  if (ctx.mode === 'live' && textOf(group, 'text', ctx.locale) === null) return null;
  // A floating bubble needs a surface of its own: "transparent" (or cleared) reads as the page background.
  const chosen = optionOf(definition, group, 'background');
  const background = chosen === null || chosen === 'transparent' ? 'background' : chosen;
  const position = optionOf(definition, group, 'position');
  const dismissible = optionOf(definition, group, 'dismissible');
  const texts = announcementTexts(ctx.locale);
  const content = (
    <>
      <SlotText
        group={group}
        ctx={ctx}
        slot="text"
        definition={definition.slots.text}
        as="p"
        className="line-clamp-4 font-semibold leading-snug text-balance"
      />
      <AnnouncementLink group={group} ctx={ctx} slot="link" definition={definition.slots.link} surface={background} className="text-xs" />
    </>
  );
  if (ctx.mode === 'edit') {
    return (
      <div className="flex px-6 py-6">
        <section
          aria-label={texts.region}
          data-announcement={group.id}
          data-position={position}
          className={cx(BUBBLE, surfaceClass(background), PLACEMENT[position].edit)}
        >
          {content}
        </section>
      </div>
    );
  }
  return (
    <Dismissible
      groupId={group.id}
      label={texts.region}
      closeLabel={texts.close}
      dismissible={dismissible}
      className={cx(BUBBLE, surfaceClass(background), PLACEMENT[position].live)}
      closeClassName="absolute -top-1 -right-1 border border-current/20 bg-background text-text shadow-md"
    >
      {content}
    </Dismissible>
  );
}
