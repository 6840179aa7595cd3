'use client';

import { type RefObject, useLayoutEffect, useState } from 'react';
import { type Box, containedBox } from './crop-math';

type Size = { width: number; height: number } | null;

/**
 * Where the picture is drawn inside the crop frame (object-fit: contain), relative to the frame,
 * kept current while the frame changes size: the crop rectangle and the focal dot are drawn in it.
 * Null until measured (the overlays then cover the frame).
 */
export function usePictureBox(frame: RefObject<HTMLElement | null>, picture: Size): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  const width = picture?.width ?? 0;
  const height = picture?.height ?? 0;
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const next = containedBox({ left: 0, top: 0, width: element.clientWidth, height: element.clientHeight }, { width, height });
      setBox((current) => (current && sameBox(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, width, height]);
  return box;
}

const sameBox = (a: Box, b: Box) => a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** The picture's box on screen, for pointer positions: measured at the event, never stale. */
export function pictureOnScreen(frame: HTMLElement | null, picture: Size): Box {
  const rect = frame?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
  return containedBox({ left: rect.left, top: rect.top, width: rect.width, height: rect.height }, picture);
}
