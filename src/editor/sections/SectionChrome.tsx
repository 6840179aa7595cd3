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
const PORTALED = '[data-radix-popper-content-wrapper],[role=dialog],[role=alertdialog]';
const NO_FIELDS: NonNullable<SectionChromeProps['fields']> = {};

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
 * Element focus (editor-panels §4): a tap or click selects the section, so its controls show without
 * hover (touch screens); a press elsewhere or focus leaving it deselects. Portaled menus and dialogs
 * opened from the section count as inside it (React events bubble through portals).
 */
function useSelection(ref: RefObject<HTMLDivElement | null>, enabled: boolean) {
  const [selected, setSelected] = useState(false);
  const inside = useRef(false);
  useEffect(() => {
    if (!enabled || !selected) return;
    // Capture runs before React's handlers, the bubbling listener after them: between the two the
    // section's own handler marks a press as inside (portaled menus included).
    const reset = () => {
      inside.current = false;
    };
    const check = () => {
      if (!inside.current) setSelected(false);
    };
    document.addEventListener('pointerdown', reset, true);
    document.addEventListener('pointerdown', check);
    return () => {
      document.removeEventListener('pointerdown', reset, true);
      document.removeEventListener('pointerdown', check);
    };
  }, [enabled, selected]);
  const markInside = () => {
    inside.current = true;
    setSelected(true);
  };
  // Focus that went elsewhere on the page deselects; focus in a menu or dialog opened from here does not.
  const onBlurCapture = () => {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || ref.current?.contains(active) || active.closest(PORTALED)) return;
      setSelected(false);
    }, 0);
  };
  return { selected: enabled && selected, handlers: { onPointerDownCapture: markInside, onFocusCapture: () => setSelected(true), onBlurCapture } };
}

/**
 * Editing frame around one section on the edit route: status badge, a control cluster (options,
 * move, remove or restore) and the add-section plus below it — all only while the toolbar is on.
 */
export function SectionChrome({ groupId, type, status, options, disallowedLanguages, fields = NO_FIELDS, children }: SectionChromeProps) {
  const toolbar = useToolbar();
  const ref = useRef<HTMLDivElement>(null);
  const edges = useEdges(ref);
  const selection = useSelection(ref, toolbar.active);
  return (
    <div
      ref={ref}
      data-section-chrome=""
      data-active={selection.selected ? '' : undefined}
      aria-current={selection.selected ? 'true' : undefined}
      {...(toolbar.active ? selection.handlers : {})}
      className={cx(
        'group/section relative',
        toolbar.active &&
          'outline-2 -outline-offset-2 outline-transparent transition-[outline-color] focus-within:outline-sky-400/60 hover:outline-sky-400/60 data-[active]:outline-sky-500',
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
            <SectionControls
              groupId={groupId}
              type={type}
              status={status}
              options={options}
              fields={fields}
              disallowedLanguages={disallowedLanguages}
              first={edges.first}
              last={edges.last}
            />
          </div>
          <AddSectionButton nextTo={groupId} selected={selection.selected} />
        </>
      ) : null}
    </div>
  );
}
