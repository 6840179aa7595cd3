'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { SectionChromeProps } from '@/blocks/types';
import { useToolbar } from '../toolbar/use-toolbar';
import { AddSectionButton } from './AddSectionButton';
import { SectionControls } from './SectionControls';
import { SectionLanguageMarker } from './SectionLanguageMarker';
import { SectionStatusBadge } from './SectionStatusBadge';

const CHROME = '[data-section-chrome]';

/** Whether a sibling section exists above / below, read from the rendered page (the props carry no index). */
function useEdges(ref: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ first: false, last: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const first = !element.previousElementSibling?.matches(CHROME);
    const last = !element.nextElementSibling?.matches(CHROME);
    setEdges((current) => (current.first === first && current.last === last ? current : { first, last }));
  });
  return edges;
}

/**
 * Editing frame around one section on the edit route: status badge, a control cluster (options,
 * move, remove or restore) and the add-section plus below it — all only while the toolbar is on.
 */
export function SectionChrome({ groupId, type, status, options, disallowedLanguages, children }: SectionChromeProps) {
  const toolbar = useToolbar();
  const ref = useRef<HTMLDivElement>(null);
  const edges = useEdges(ref);
  return (
    <div
      ref={ref}
      data-section-chrome=""
      className={cx(
        'group/section relative',
        toolbar.active && 'outline-2 -outline-offset-2 outline-transparent transition-[outline-color] focus-within:outline-sky-400/60 hover:outline-sky-400/60',
      )}
    >
      {children}
      {toolbar.active ? (
        <>
          <div className="pointer-events-none absolute inset-x-3 top-3 z-30 flex items-start justify-between gap-2">
            <div className="flex flex-wrap gap-1.5">
              <SectionStatusBadge status={status} />
              <SectionLanguageMarker hiddenIn={disallowedLanguages} />
            </div>
            <SectionControls groupId={groupId} type={type} status={status} options={options} first={edges.first} last={edges.last} />
          </div>
          <AddSectionButton nextTo={groupId} />
        </>
      ) : null}
    </div>
  );
}
