'use client';

import { Loader2 } from 'lucide-react';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../shared/locales';
import { MediaImage } from '../_shared/MediaImage';
import { cx } from '../_shared/styles';
import type { LightboxLabels } from './GalleryLightbox';
import { GALLERY_BATCH, type GalleryItem, type GalleryLayout, LOAD_MORE_DELAY_MS } from './gallery-items';
import { useGalleryT } from './GalleryTexts.client';

export type MediaGalleryClientProps = {
  items: GalleryItem[];
  layout: GalleryLayout;
  gap: number;
  /** The page language; the texts come from the surrounding GalleryTextsProvider. */
  locale: Locale;
  /** False while the editing toolbar is active: a click then goes to onTileClick instead. */
  lightbox?: boolean;
  /** Edit mode: what a tile click does when the lightbox is off ("touch" for touch pointers). */
  onTileClick?: (item: GalleryItem, pointerType: string) => void;
  /** Edit mode: the tile button's name when the lightbox is off. */
  tileLabel?: (item: GalleryItem) => string;
  selectedId?: string | null;
  /** Edit mode: controls drawn over a tile (e.g. its delete button). */
  overlay?: (item: GalleryItem) => ReactNode;
};

/** The lightbox (script and CSS) loads on the first open, never with the page. */
const GalleryLightbox = lazy(() => import('./GalleryLightbox'));

const SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
const LAYOUT: Record<GalleryLayout, { list: string; tile: string; image: string }> = {
  grid: { list: 'grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-4', tile: 'aspect-square', image: 'size-full object-cover' },
  masonry: { list: 'columns-2 sm:columns-3 lg:columns-4', tile: 'break-inside-avoid', image: 'h-auto w-full' },
};

/** Shows the first batch; each request reveals the next one after a short delay, with a spinner. */
function useBatches(total: number) {
  const [shown, setShown] = useState(GALLERY_BATCH);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const more = () => {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setShown((count) => count + GALLERY_BATCH);
      setLoading(false);
    }, LOAD_MORE_DELAY_MS);
  };
  return { shown: Math.min(shown, total), loading, more, hasMore: shown < total };
}

/** The interactive gallery: grid or masonry thumbnails, load-more and the lightbox. */
export function MediaGalleryClient(props: MediaGalleryClientProps): ReactNode {
  const { items, layout, gap, lightbox = true, onTileClick, tileLabel, selectedId, overlay } = props;
  const t = useGalleryT();
  const labels = useMemo<LightboxLabels>(
    () => ({ Previous: t('previous'), Next: t('next'), Close: t('close'), Lightbox: t('lightbox'), Slide: t('slide'), Carousel: t('carousel') }),
    [t],
  );
  const [index, setIndex] = useState(-1);
  // Stays true after the first open, so the loaded lightbox stays mounted (and animates closing).
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const pointer = useRef('');
  const { shown, loading, more, hasMore } = useBatches(items.length);
  const styles = LAYOUT[layout];
  const listStyle: CSSProperties = layout === 'grid' ? { gap } : { columnGap: gap };
  const tileStyle: CSSProperties | undefined = layout === 'masonry' ? { marginBottom: gap } : undefined;

  return (
    <div data-media-gallery={layout}>
      <ul className={styles.list} style={listStyle}>
        {items.slice(0, shown).map((item, i) => (
          <li
            key={item.id}
            data-gallery-item={item.id}
            data-selected={selectedId === item.id ? '' : undefined}
            className={cx('group relative overflow-hidden rounded-xl bg-neutral-100', styles.tile)}
            style={tileStyle}
          >
            <button
              type="button"
              aria-label={lightbox || !tileLabel ? t('open', { alt: item.label }) : tileLabel(item)}
              aria-pressed={lightbox || !onTileClick ? undefined : selectedId === item.id}
              className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [&_picture]:contents"
              onPointerDown={(event) => {
                pointer.current = event.pointerType;
              }}
              onClick={() => {
                if (lightbox) {
                  setLightboxWanted(true);
                  setIndex(i);
                } else onTileClick?.(item, pointer.current);
                pointer.current = '';
              }}
            >
              <MediaImage media={item.media} alt={item.alt} sizes={SIZES} className={cx('block', styles.image)} />
            </button>
            {overlay?.(item)}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={more}
            aria-busy={loading}
            disabled={loading}
            className="inline-flex items-center gap-2 rounded-full border border-current px-5 py-2 text-sm font-semibold disabled:opacity-70"
          >
            {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('more')}
            {loading ? (
              <span className="sr-only" role="status">
                {t('loading')}
              </span>
            ) : null}
          </button>
        </div>
      ) : null}
      {lightbox && lightboxWanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox items={items} index={index} close={() => setIndex(-1)} labels={labels} />
        </Suspense>
      ) : null}
    </div>
  );
}
