// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorMessagesFor } from '@/shared/i18n/editor-messages';
import { createEditorT } from '../i18n/messages';
import { envelope, stubXhr } from './fake-xhr';
import { image } from './fixtures';
import { BULK_READY_MS, useBulkUpload } from './use-bulk-upload';

describe('bulk upload states', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes idle → uploading → completed, shows ready for 3 s, then resets', async () => {
    vi.useFakeTimers();
    const xhrs = stubXhr();
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useBulkUpload({ t: createEditorT('de', editorMessagesFor('de'), 'editorMedia'), target: {}, onUploaded }));
    expect(result.current.state).toBe('idle');
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.start([new File(['x'], 'a.jpg', { type: 'image/jpeg' })]);
    });
    expect(result.current.state).toBe('uploading');
    expect(result.current.files).toEqual([{ fileName: 'a.jpg', fileSize: 1, progress: 0, status: 'uploading' }]);
    await act(async () => {
      xhrs[0]?.respond(200, envelope(image(1)));
      await done;
    });
    expect(result.current.state).toBe('completed');
    expect(onUploaded).toHaveBeenCalledWith(image(1));
    act(() => vi.advanceTimersByTime(BULK_READY_MS - 1));
    expect(result.current.state).toBe('completed');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
    expect(result.current.files).toEqual([]);
  });
});
