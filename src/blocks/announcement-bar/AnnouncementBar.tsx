import type { ReactNode } from 'react';
import { textOf } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import { cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { announcementTexts } from './texts';
import { Dismissible } from './Dismissible';
import { announcementBarDefinition as definition } from '../../shared/blocks/announcement-bar/definition';
import { AnnouncementLink } from './parts';

const JUSTIFY = { left: 'justify-start text-left', center: 'justify-center text-center', right: 'justify-end text-right' } as const;

/** The slim bar: text and link on one line (wrapping on phones), a close button at the end. */
export function AnnouncementBar({ group, ctx }: BlockRenderProps): ReactNode {
  if (ctx.mode === 'live' && textOf(group, 'text', ctx.locale) === null) return null;
  const background = optionOf(definition, group, 'background');
  const alignment = optionOf(definition, group, 'alignment');
  const dismissible = optionOf(definition, group, 'dismissible');
  const texts = announcementTexts(ctx.locale);
  const className = cx(surfaceClass(background), 'flex items-center gap-2 px-4 py-2 text-sm sm:px-6');
  const content = (
    <div className={cx('flex flex-1 flex-wrap items-center gap-x-4 gap-y-1', JUSTIFY[alignment])}>
      <SlotText group={group} ctx={ctx} slot="text" definition={definition.slots.text} as="p" className="font-medium text-pretty" />
      <AnnouncementLink group={group} ctx={ctx} slot="link" definition={definition.slots.link} surface={background} />
    </div>
  );
  // Edit mode: always shown, never dismissed (the editor must be able to reach it).
  if (ctx.mode === 'edit') {
    return (
      <section aria-label={texts.barRegion} data-announcement={group.id} className={className}>
        {content}
      </section>
    );
  }
  return (
    <Dismissible groupId={group.id} label={texts.barRegion} closeLabel={texts.close} dismissible={dismissible} className={className}>
      {content}
    </Dismissible>
  );
}
