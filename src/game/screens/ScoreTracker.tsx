'use client';

import { useCourse } from '../course/CourseContext';
import { RankingTable } from './RankingTable';
import { ScoreCard } from './ScoreCard';

type Props = {
  mode: 'card' | 'table';
  /** The drawer page it counts for (a hole's strokes are stored under its page). */
  pageId: string;
};

/**
 * The score tracker of a drawer page: a counter per player (card) or the ranking (table). The play
 * screen renders it into the mount its section left in the drawer page (SCORE_TRACKER_MOUNT).
 */
export function ScoreTracker({ mode, pageId }: Props) {
  const course = useCourse();
  if (mode === 'card') return <ScoreCard pageId={pageId} />;
  return course ? <RankingTable pageIds={course.pageIds} holePageIds={course.holePageIds} /> : null;
}
