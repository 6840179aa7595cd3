'use client';

import { useCourse, useDrawerPageId } from '../course/CourseContext';
import { gameTexts } from '../dictionary';
import { RankingTable } from './RankingTable';
import { ScoreCard } from './ScoreCard';

/**
 * The score tracker of a drawer page: a counter per player (card) or the ranking (table).
 * Outside the play screen (a hole page opened on its own) there is no game to count for.
 */
export function ScoreTracker({ mode, locale }: { mode: 'card' | 'table'; locale: string }) {
  const course = useCourse();
  const pageId = useDrawerPageId();
  if (!course || !pageId) {
    return <p className="mx-auto max-w-md px-6 py-4 text-sm opacity-70">{gameTexts(locale).onlyInCourse}</p>;
  }
  return mode === 'table' ? <RankingTable pageIds={course.pageIds} holePageIds={course.holePageIds} /> : <ScoreCard pageId={pageId} />;
}
