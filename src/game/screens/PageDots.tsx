'use client';

import { type PageDotStatus, pageDotStatus } from '../../shared/game/page-status';
import type { CoursePage } from '../../shared/game/course';
import { useGame } from '../GameProvider';
import { focusRing } from './ui';

const DOT_CLASSES: Record<PageDotStatus, string> = {
  active: 'w-6 bg-primary',
  noScores: 'bg-current/25',
  partial: 'bg-secondary',
  complete: 'bg-emerald-600',
};

/** Pagination dots (spec §4.2): active, noScores, partial or complete by the scores on each page; a tap jumps. */
export function PageDots({ pages, activeIndex, onSelect }: { pages: CoursePage[]; activeIndex: number; onSelect: (index: number) => void }) {
  const { snapshot, t } = useGame();
  const players = snapshot.game?.players ?? [];
  const scores = snapshot.game?.scores ?? [];
  const activePageId = pages[activeIndex]?.id ?? null;
  return (
    <nav aria-label={t('play.pages')}>
      <ol className="flex flex-wrap items-center justify-center gap-1">
        {pages.map((page, index) => {
          const status = pageDotStatus({ pageId: page.id, activePageId, players, scores });
          return (
            <li key={page.id}>
              <button
                type="button"
                data-dot={status}
                aria-current={index === activeIndex ? 'page' : undefined}
                aria-label={t('play.pageDot', { number: index + 1, title: page.title, status })}
                onClick={() => onSelect(index)}
                className={`grid h-6 min-w-6 place-items-center rounded-full ${focusRing}`}
              >
                <span aria-hidden="true" className={`block h-2.5 min-w-2.5 rounded-full transition-all ${DOT_CLASSES[status]}`} />
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
