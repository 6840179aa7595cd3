// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, headerOffset, useHeaderScrollPadding } from './header-offset';

const box = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, height }) as DOMRect });

describe('headerOffset', () => {
  it('is the header height while it sits at the top, 0 once it is scrolled away or absent', () => {
    expect(headerOffset(box(0, 76))).toBe(76);
    expect(headerOffset(box(30, 76))).toBe(106);
    expect(headerOffset(box(78, 76))).toBe(0);
    expect(headerOffset(box(-76, 76))).toBe(0);
    expect(headerOffset(null)).toBe(0);
  });
});

describe('useHeaderScrollPadding', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('measures at start and once the window has stopped resizing for 100 ms', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div><header data-site-header></header></div>';
    let height = 80;
    const header = document.querySelector('header')!;
    header.getBoundingClientRect = () => ({ top: 0, height }) as DOMRect;
    const { unmount } = renderHook(() => useHeaderScrollPadding());
    expect(document.documentElement.style.scrollPaddingTop).toBe('80px');

    height = 64;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10);
    expect(document.documentElement.style.scrollPaddingTop).toBe('80px');
    vi.advanceTimersByTime(20);
    expect(document.documentElement.style.scrollPaddingTop).toBe('64px');

    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
  });
});
