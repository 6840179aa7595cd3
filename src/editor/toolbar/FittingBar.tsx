'use client';

import { Fragment, type ReactNode, type Ref, useMemo, useRef } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { BarSlotProvider } from './bar-panels';
import { MoreMenu } from './MoreMenu';
import { type FitLayout, useBarFit } from './use-bar-fit';

/** One item of the bar: what it shows there and, when it does not fit, its entry in the "Mehr" menu. */
export type BarItem = FitLayout & { bar: ReactNode; menu?: ReactNode };

/** Where the "Mehr" button stands among the items (a pinned item of its own). */
export const MORE = 'more';

/** In the bar, the slot's box is left out of the layout and its content is a flex item of the bar; moved to the menu it is kept, unseen and inert, at its natural width so it can be measured. */
const SHOWN = 'contents';
const KEPT = 'invisible absolute top-0 left-0 size-0 overflow-hidden';

function Slot({ id, kept, measure, children }: { id: string; kept: boolean; measure: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div data-bar-slot={id} data-in-menu={kept ? '' : undefined} className={kept ? KEPT : SHOWN} inert={kept}>
      <div ref={measure} className="flex w-max shrink-0 items-center gap-1 empty:hidden">
        {children}
      </div>
    </div>
  );
}

type Props = { items: readonly BarItem[]; className: string; state: 'open' | 'closed' };

/**
 * A row of the toolbar that never overflows: items keep their order, and those that do not fit
 * (lowest priority first, measured in the real fonts and the editor's language) move into the
 * "Mehr" menu; pinned items (publish, close) always stay.
 */
export function FittingBar({ items, className, state }: Props) {
  const layout = useMemo(() => items.map(({ id, group, priority, reserve }) => ({ id, group, priority, reserve })), [items]);
  const { fit, barRef, itemRef, dividerRef } = useBarFit(layout, MORE);
  const moreButton = useRef<HTMLButtonElement | null>(null);
  const inMenu = useMemo(() => ({ inMenu: true, moreButton }), []);
  const inBar = useMemo(() => ({ inMenu: false, moreButton }), []);

  const groups = new Map<number, ReactNode[]>();
  for (const item of items) {
    if (!fit.menu.has(item.id) || !item.menu) continue;
    groups.set(item.group, [...(groups.get(item.group) ?? []), <Fragment key={item.id}>{item.menu}</Fragment>]);
  }
  let dividers = 0;

  return (
    <div ref={barRef} className={cx(className, 'relative')} data-toolbar-state={state}>
      {items.map((item, index) => {
        const first = index > 0 && items[index - 1]?.group !== item.group;
        const kept = item.id === MORE ? groups.size === 0 : fit.menu.has(item.id);
        dividers += first ? 1 : 0;
        return (
          <Fragment key={item.id}>
            {first ? (
              <Slot id={`divider-${item.group}`} kept={!fit.dividers.has(item.group)} measure={dividers === 1 ? dividerRef : null}>
                <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/15" />
              </Slot>
            ) : null}
            <Slot id={item.id} kept={kept} measure={itemRef(item.id)}>
              <BarSlotProvider value={kept && item.id !== MORE ? inMenu : inBar}>
                {item.id === MORE ? <MoreMenu ref={moreButton} groups={[...groups.values()]} /> : item.bar}
              </BarSlotProvider>
            </Slot>
          </Fragment>
        );
      })}
    </div>
  );
}
