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

export function CourseProvider({ value, children }: { value: CourseContextValue; children: ReactNode }) {
  return <CourseContext.Provider value={value}>{children}</CourseContext.Provider>;
}

/** The course, when rendered inside the play screen; null elsewhere. */
export const useCourse = () => useContext(CourseContext);
