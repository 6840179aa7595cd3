'use client';

import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Drawer } from 'vaul';
import { SLOTS_RENDERED_EVENT } from '../../blocks/_shared/island/slots';
import { DRAWER_SNAP_POINTS } from '../../shared/constants/map';
import type { MapStyles } from '../../shared/map/map-style';
import { type Course, coursePageIds, holePageIds } from '../../shared/game/course';
import { CourseProvider } from '../course/CourseContext';
import { MapView } from '../map/MapView';
import { useFollowedGame } from '../use-followed-game';
import { PageDots } from './PageDots';
import { ScoreTrackers } from './ScoreTrackers';
import { clampPage, swipeStep } from './swipe';
import { focusRing, iconButton } from './ui';

/** vaul's snap animation (0.5 s); content animations wait for it to end. */
const DRAWER_SETTLE_MS = 500;
const [COLLAPSED, FULL] = DRAWER_SNAP_POINTS;
/** The peek shows the current page's counters (or ranking), within these shares of the window's height. */
const PEEK_MAX = 0.6;
const PEEK_ROOM_PX = 12;

/**
 * The drawer's peek: how much of it must show for the active page's score card (or ranking) to be
 * seen whole, as vaul's snap point (its px snap points count from a drawer as tall as the
 * container), and what of the map that covers (the container may reach below the window).
 */
function measurePeek(drawer: HTMLElement, container: HTMLElement): { snap: string; coveredBottom: number } | null {
  const target = drawer.querySelector<HTMLElement>('[data-drawer-page]:not([hidden]) :is([data-score-card], [data-ranking])');
  const viewport = window.innerHeight;
  if (viewport === 0 || drawer.offsetHeight === 0) return null;
  // Until the game has loaded (or on a page without counters) the spec's 0.2.
  const wanted = target ? target.getBoundingClientRect().bottom - drawer.getBoundingClientRect().top + PEEK_ROOM_PX : 0;
  const visible = Math.round(Math.min(Math.max(wanted, COLLAPSED * viewport), PEEK_MAX * viewport));
  const box = container.getBoundingClientRect();
  return { snap: `${Math.round(visible + box.height - drawer.offsetHeight)}px`, coveredBottom: Math.max(visible, box.bottom - viewport + visible) };
}

export type PlayScreenProps = {
  course: Course;
  route: [number, number][];
  styles: MapStyles;
  /**
   * Each drawer page's blocks, rendered on the server, in course order (on a live page the island's
   * slots: the server's HTML); score trackers in them are mounts this screen renders into.
   */
  pages: ReactNode[];
};

/**
 * Play (spec §2.2, §4.3): the course map with a drawer over it holding one page per hole and the
 * ranking. Swipe left/right or the dots change page; the map flies to the page's first marker.
 * Two snap points: the peek and full screen, with a back button to the peek; animations only at
 * full screen once settled. The peek is at least the spec's 0.2 and as tall as the current page's
 * counters need (issue 33: they were below the fold on a phone), so a hole is scored without a tap
 * to open the drawer; the map fits the course into what the peek leaves free.
 */
export function PlayScreen({ course, route, styles, pages }: PlayScreenProps) {
  const { t } = useFollowedGame({ redirectWhenMissing: true });
  const [active, setActive] = useState(0);
  const [full, setFull] = useState(false);
  const [peek, setPeek] = useState<{ snap: number | string; coveredBottom: number }>({ snap: COLLAPSED, coveredBottom: 0 });
  const snapPoints = useMemo(() => [peek.snap, FULL], [peek.snap]);
  const snap = full ? FULL : peek.snap;
  const [settled, setSettled] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [drawer, setDrawer] = useState<HTMLDivElement | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = course.pages.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each snap change restarts the settle wait
  useEffect(() => {
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), DRAWER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [snap]);

  // The drawer renders its pages (the slots' HTML) anew: islands in them hydrate now (src/app/_islands/runtime.ts).
  useEffect(() => {
    if (container) document.dispatchEvent(new Event(SLOTS_RENDERED_EVENT));
  }, [container]);

  // The peek follows the active page's counters: their number of players, the game loading, the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another active page is another card to measure
  useEffect(() => {
    if (!drawer || !container) return;
    const measure = () => {
      const next = measurePeek(drawer, container);
      if (next) setPeek((current) => (current.snap === next.snap && current.coveredBottom === next.coveredBottom ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    for (const page of drawer.querySelectorAll('[data-drawer-page]')) observer.observe(page);
    measure();
    return () => observer.disconnect();
  }, [drawer, container, active]);

  const courseValue = useMemo(() => ({ course, pageIds: coursePageIds(course), holePageIds: holePageIds(course) }), [course]);
  const select = useCallback((index: number) => setActive(clampPage(index, count)), [count]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  // A touch the browser takes over (a vertical scroll) ends in pointercancel: no swipe.
  const onPointerCancel = () => {
    start.current = null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== 0) select(active + step);
  };

  const page = course.pages[active];
  const animations = full && settled;
  return (
    <CourseProvider value={courseValue}>
      <div ref={setContainer} className="relative h-[100dvh] w-full overflow-hidden" data-game-screen="play" data-active-page={page?.id ?? ''}>
        <MapView course={course} route={route} styles={styles} activeIndex={active} t={t} onOpenPage={select} coveredBottom={peek.coveredBottom} />
        <Drawer.Root
          open
          modal={false}
          dismissible={false}
          snapPoints={snapPoints}
          activeSnapPoint={snap}
          setActiveSnapPoint={(point) => setFull(point === FULL)}
          noBodyStyles
          container={container}
        >
          {/* vaul opens Radix's dialog as modal whatever its own `modal` says, which hides the map and
              header from assistive technology and traps focus. The nearest dialog context wins, so
              this non-modal one keeps the page usable around the drawer. */}
          <Dialog.Root open modal={false}>
            <Drawer.Portal container={container}>
              <Drawer.Content
                ref={setDrawer}
                aria-describedby={undefined}
                data-drawer=""
                data-snap={full ? 'full' : 'collapsed'}
                data-animations={animations ? 'on' : 'off'}
                className="fixed inset-x-0 bottom-0 z-40 mx-auto flex h-full max-h-[97%] max-w-2xl flex-col rounded-t-3xl bg-background text-text shadow-[0_-8px_30px_rgba(0,0,0,0.2)] outline-none data-[animations=off]:[&_*]:animate-none data-[animations=off]:[&_*]:transition-none [&_[data-map-details-title]]:hidden"
              >
                <Drawer.Handle className="mt-2" />
                <div className="flex items-center gap-2 px-4 pt-2">
                  <button type="button" className={iconButton} aria-label={t('play.previousPage')} disabled={active === 0} onClick={() => select(active - 1)}>
                    <ChevronLeft aria-hidden="true" className="size-5" />
                  </button>
                  <Drawer.Title className="flex-1 truncate text-center font-heading text-xl font-bold">{page?.title ?? t('play.drawerLabel')}</Drawer.Title>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('play.nextPage')}
                    disabled={active >= count - 1}
                    onClick={() => select(active + 1)}
                  >
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} ${focusRing}`}
                    aria-label={full ? t('play.collapse') : t('play.expand')}
                    aria-expanded={full}
                    onClick={() => setFull(!full)}
                  >
                    {full ? <ChevronDown aria-hidden="true" className="size-5" /> : <ChevronUp aria-hidden="true" className="size-5" />}
                  </button>
                </div>
                <div className="px-4 py-2">
                  <PageDots pages={course.pages} activeIndex={active} onSelect={select} />
                </div>
                {/* touch-pan-y: the browser scrolls vertically but leaves horizontal moves to the swipe, which
                it would otherwise claim and cancel (pointercancel) on touchscreens. */}
                <div
                  className="min-h-0 flex-1 touch-pan-y overflow-y-auto pb-8"
                  onPointerDown={onPointerDown}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerCancel}
                  data-vaul-no-drag=""
                >
                  {pages.map((content, index) => {
                    const id = course.pages[index]?.id;
                    if (!id) return null;
                    return (
                      <div key={id} hidden={index !== active} data-drawer-page={id}>
                        {content}
                      </div>
                    );
                  })}
                </div>
              </Drawer.Content>
            </Drawer.Portal>
          </Dialog.Root>
        </Drawer.Root>
        {/* The drawer renders only in the browser (vaul reads the document): until then the pages
            wait here, hidden, so they are in the server's HTML, where the island's slots are read from. */}
        {container ? null : <div hidden>{pages}</div>}
      </div>
      <ScoreTrackers root={container} />
    </CourseProvider>
  );
}
