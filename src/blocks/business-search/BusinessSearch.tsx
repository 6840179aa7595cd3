import type { ReactNode } from 'react';
import { businessSearchDefinition as definition } from '../../shared/blocks/business-search/definition';
import { blockDataOf } from '../../shared/blocks/load';
import { optionOf } from '../../shared/blocks/options';
import { messagesFor } from '../../shared/i18n/catalogues';
import { BoardSection } from '../_shared/cards/parts';
import { subheadingTag } from '../_shared/page-heading';
import { surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { Island } from '../_shared/island/Island';
import { directoryEntries } from './directory-entries';

/**
 * The optician directory: the platform's listed businesses (loaded by the page loader, public data
 * only), rendered in full on the server; the island adds search and the following letter index.
 */
export function BusinessSearch({ group, ctx }: BlockRenderProps): ReactNode {
  const businesses = blockDataOf(ctx.data, group.id, 'directory') ?? [];
  const background = optionOf(definition, group, 'background');
  // A transparent section shows the page background; the sticky bar needs it opaque.
  const barClass = background === null || background === 'transparent' ? 'bg-background' : surfaceClass(background);
  return (
    <BoardSection group={group} ctx={ctx} slots={definition.slots} alignment="left" background={background}>
      <Island
        name="directory"
        entries={directoryEntries(businesses, ctx.locale)}
        locale={ctx.locale}
        messages={messagesFor(ctx.locale, 'blocks').directory}
        anchor={`directory-${group.id}`}
        barClass={barClass}
        letterHeading={subheadingTag(group, ctx.pageHeading)}
      />
    </BoardSection>
  );
}
