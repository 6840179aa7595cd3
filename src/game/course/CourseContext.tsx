'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Course } from '../../shared/game/course';

export type CourseContextValue = {
  course: Course;
  /** Ids of all drawer pages in order, and of the holes among them. */
  pageIds: string[];
  holePageIds: string[];
};

const CourseContext = createContext<CourseContextValue | null>(null);
const DrawerPageContext = createContext<string | null>(null);

export function CourseProvider({ value, children }: { value: CourseContextValue; children: ReactNode }) {
  return <CourseContext.Provider value={value}>{children}</CourseContext.Provider>;
}

/** The course, when rendered inside the play screen; null elsewhere (a hole page on its own). */
export const useCourse = () => useContext(CourseContext);

/** Wraps one drawer page's blocks so a score tracker knows which hole it counts. */
export function DrawerPageProvider({ pageId, children }: { pageId: string; children: ReactNode }) {
  return <DrawerPageContext.Provider value={pageId}>{children}</DrawerPageContext.Provider>;
}

export const useDrawerPageId = () => useContext(DrawerPageContext);
