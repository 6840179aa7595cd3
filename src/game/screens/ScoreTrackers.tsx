'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { COURSE_PAGE_ATTRIBUTE, SCORE_TRACKER_MOUNT } from '../../shared/game/course';
import { ScoreTracker } from './ScoreTracker';

type Mount = { element: HTMLElement; mode: 'card' | 'table'; pageId: string };

/** The mounts the score tracker sections left in the drawer pages under `root` (the server's HTML). */
function findMounts(root: HTMLElement): Mount[] {
  return [...root.querySelectorAll<HTMLElement>(`[${SCORE_TRACKER_MOUNT}]`)].flatMap((element): Mount[] => {
    const pageId = element.getAttribute(COURSE_PAGE_ATTRIBUTE);
    if (!pageId) return [];
    return [{ element, mode: element.getAttribute(SCORE_TRACKER_MOUNT) === 'table' ? 'table' : 'card', pageId }];
  });
}

/**
 * The drawer pages' score trackers, rendered into their mounts (portals) once the play screen is
 * in the page: inside its game and course providers, while the pages around them stay the server's
 * HTML (the island's slots, or Next's server components on the edit route's preview). Mounts stay
 * empty on the server, so a portal's content is all they hold.
 */
export function ScoreTrackers({ root }: { root: HTMLElement | null }): ReactNode {
  const [mounts, setMounts] = useState<Mount[]>([]);
  useEffect(() => {
    setMounts(root ? findMounts(root) : []);
  }, [root]);
  return mounts.map(({ element, mode, pageId }, index) => createPortal(<ScoreTracker mode={mode} pageId={pageId} />, element, `${pageId}:${index}`));
}
