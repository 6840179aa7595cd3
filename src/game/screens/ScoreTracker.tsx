'use client';

import { useCourse, useDrawerPageId } from '../course/CourseContext';
import { RankingTable } from './RankingTable';
import { ScoreCard } from './ScoreCard';

type Props = {
  mode: 'card' | 'table';
  /** Shown outside the play screen, where no game provider (and so no catalogue) is around: translated by the server. */
  outsideCourseNotice: string;
};

/**
 * The score tracker of a drawer page: a counter per player (card) or the ranking (table).
 * Outside the play screen (a hole page opened on its own) there is no game to count for.
 */
export function ScoreTracker({ mode, outsideCourseNotice }: Props) {
  const course = useCourse();
  const pageId = useDrawerPageId();
  if (!course || !pageId) {
    return <p className="mx-auto max-w-md px-6 py-4 text-sm opacity-70">{outsideCourseNotice}</p>;
  }
  return mode === 'table' ? <RankingTable pageIds={course.pageIds} holePageIds={course.holePageIds} /> : <ScoreCard pageId={pageId} />;
}
