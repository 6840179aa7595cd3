// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedItem } from '@/shared/schemas/editor';
import { ApiError } from '../api-client';
import { AUTOSAVE_DELAY_MS, Autosave, type AutosaveOptions } from './autosave';
import { askConflict } from './conflicts';
import { type DraftRef, draftKey } from './drafts';
import { localizedText } from './field-text';
import { RETRY_FIRST_MS } from './save-retry';
import { resetSaveState, retryFailed, retryWhenOnline, saveState, sendWaitingNow, waitingChanges } from './save-status';

vi.mock('./conflicts', () => ({ askConflict: vi.fn() }));

const ref: DraftRef = { siteId: 's1', pageId: 'p1', groupId: 'g1', slot: 'title', locale: 'de' };
const stored = () => window.localStorage.getItem(draftKey(ref));
const saved = (version: number, value: string | null): TSavedItem => ({
  itemType: 'field',
  id: 'f1',
  version,
  state: { content: { type: 'localizedSingleValue', values: { de: value } } },
});

function autosave(send: AutosaveOptions<string | null>['send'], overrides: Partial<AutosaveOptions<string | null>> = {}) {
  const options: AutosaveOptions<string | null> = {
    ref,
    baseline: 'Hallo',
    // The rendered version of the field.
    baseVersion: () => 3,
    send,
    adoptVersion: vi.fn(),
    isValue: (value): value is string | null => value === null || typeof value === 'string',
    describe: { label: 'Titel', mine: (value) => value ?? '', theirs: (current) => localizedText(current, 'de') },
    onSaved: vi.fn(),
    onTheirs: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  return { saver: new Autosave(options), options };
}

describe('Autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    resetSaveState();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(askConflict).mockReset();
  });

  it('keeps every change locally at once and sends only the last one after the pause', async () => {
    const send = vi.fn(async (value: string | null) => saved(2, value));
    const { saver, options } = autosave(send);
    saver.change('Hallo W');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100);
    saver.change('Hallo Welt');
    expect(JSON.parse(stored() ?? '{}').value).toBe('Hallo Welt');
    expect(saveState()).toBe('saving');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Hallo Welt', 3, { keepalive: false });
    expect(stored()).toBeNull();
    expect(saveState()).toBe('saved');
    // While typing the page is not re-rendered (it would move the caret).
    expect(options.onSaved).toHaveBeenCalledWith(false);
  });

  it('sends at once when the user leaves the field, and nothing for an unchanged text', async () => {
    const send = vi.fn(async (value: string | null) => saved(2, value));
    const { saver, options } = autosave(send);
    expect(await saver.commit('Hallo')).toBe(true);
    expect(send).not.toHaveBeenCalled();
    saver.change('Hallo!');
    expect(await saver.commit('Hallo!')).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(options.onSaved).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed text stored with a retry, and forgets it once the retry worked', async () => {
    let online = false;
    const send = vi.fn(async (value: string | null) => {
      if (!online) throw new ApiError('offline', 0);
      return saved(2, value);
    });
    const { saver, options } = autosave(send);
    expect(await saver.commit('Offline getippt')).toBe(false);
    expect(saveState()).toBe('failed');
    expect(options.onError).toHaveBeenCalled();
    expect(JSON.parse(stored() ?? '{}').value).toBe('Offline getippt');

    online = true;
    retryFailed();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenLastCalledWith('Offline getippt', 3, { keepalive: false });
    expect(saveState()).toBe('saved');
    expect(stored()).toBeNull();
  });

  it('sends a save that failed for want of a connection again by itself, with backoff and when online, telling once', async () => {
    let online = false;
    const send = vi.fn(async (value: string | null) => {
      if (!online) throw new ApiError('', 0);
      return saved(4, value);
    });
    const { saver, options } = autosave(send);
    saver.change('Im Zug getippt');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saveState()).toBe('failed');
    expect(waitingChanges()).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    // The second round waits twice as long.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(options.onError).toHaveBeenCalledTimes(1);

    online = true;
    retryWhenOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(4);
    expect(saveState()).toBe('saved');
    expect(waitingChanges()).toBe(0);
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 10);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('leaves a refused save to the person (no automatic retry)', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('Ungültige Eingabe: content.', 400);
    });
    const { saver } = autosave(send);
    expect(await saver.commit('Zu lang')).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 4);
    retryWhenOnline();
    expect(send).toHaveBeenCalledTimes(1);
    expect(saveState()).toBe('failed');
  });

  it('restores an unsent text of an earlier visit and sends it at once, based on the version it was typed on', async () => {
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Vor dem Absturz', base: 2, unconfirmed: [], at: 1 }));
    const send = vi.fn(async (value: string | null) => saved(3, value));
    const { saver } = autosave(send);
    expect(saver.restore()).toBe('Vor dem Absturz');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith('Vor dem Absturz', 2, { keepalive: false });
    expect(saveState()).toBe('saved');
    expect(stored()).toBeNull();
  });

  it('finds its own unanswered save on the server after a reload: no conflict, the newer text is saved on top', async () => {
    // Sent on version 3 just before the reload; the answer never came, the server has it as version 4.
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Neu', base: 3, unconfirmed: [{ text: 'Neu', base: 3 }], at: 1 }));
    const send = vi.fn(async (value: string | null, version: number) => {
      if (version < 4) throw new ApiError('changed', 409, saved(4, 'Neu'));
      return saved(version + 1, value);
    });
    const { saver } = autosave(send);
    expect(saver.restore()).toBe('Neu');
    saver.change('Neu und mehr');
    expect(await saver.commit('Neu und mehr')).toBe(true);
    expect(askConflict).not.toHaveBeenCalled();
    expect(send).toHaveBeenLastCalledWith('Neu und mehr', 4, { keepalive: false });
    expect(saveState()).toBe('saved');
  });

  it("still asks when the version on the server is another tab's or person's", async () => {
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Neu', base: 3, unconfirmed: [{ text: 'Neu', base: 3 }], at: 1 }));
    const conflict = new ApiError('changed', 409, saved(4, 'Von Anna'));
    const send = vi.fn(async (value: string | null, version: number) => {
      if (version < 4) throw conflict;
      return saved(version + 1, value);
    });
    vi.mocked(askConflict).mockResolvedValue('mine');
    const { saver } = autosave(send);
    saver.restore();
    await vi.runAllTimersAsync();
    expect(askConflict).toHaveBeenCalledWith({ label: 'Titel', mine: 'Neu', theirs: 'Von Anna', current: conflict.data });
    expect(send).toHaveBeenLastCalledWith('Neu', 4, { keepalive: false });
  });

  it('sends text still waiting for the pause when the field goes away', async () => {
    const send = vi.fn(async (value: string | null) => saved(2, value));
    const { saver } = autosave(send);
    saver.change('Schnell weg');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith('Schnell weg', 3, { keepalive: false });
    expect(saveState()).toBe('saved');
  });

  it('sends text still waiting for the pause at once, as a request that outlives the page, when the page is left', async () => {
    const send = vi.fn(async (value: string | null) => saved(4, value));
    const { saver } = autosave(send);
    saver.change('Neu geladen');
    sendWaitingNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith('Neu geladen', 3, { keepalive: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a text saved while the page is being left, marked with its version: the next page may be rendered before it landed', async () => {
    const send = vi.fn(async (value: string | null) => saved(4, value));
    const { saver } = autosave(send);
    saver.change('Neu geladen');
    sendWaitingNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveState()).toBe('saved');
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ value: 'Neu geladen', saved: 4 });
  });

  it('a page rendered before that save landed shows the saved text and builds on its version, sending nothing', async () => {
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Neu geladen', saved: 4, unconfirmed: [], at: Date.now() }));
    const send = vi.fn(async (value: string | null, version: number) => saved(version + 1, value));
    const { saver, options } = autosave(send);
    expect(saver.restore()).toBe('Neu geladen');
    expect(options.adoptVersion).toHaveBeenCalledWith(4);
    expect(stored()).toBeNull();
    await saver.commit('Neu geladen');
    expect(send).not.toHaveBeenCalled();
    expect(saveState()).toBe('idle');
  });

  it('a page rendered after that save, or long after, forgets the saved text', () => {
    const send = vi.fn(async (value: string | null) => saved(5, value));
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Alt', saved: 3, unconfirmed: [], at: Date.now() }));
    expect(autosave(send).saver.restore()).toBeUndefined();
    expect(stored()).toBeNull();
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Alt', saved: 9, unconfirmed: [], at: Date.now() - 120_000 }));
    expect(autosave(send).saver.restore()).toBeUndefined();
    expect(stored()).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a stored text equal to the server value, and damaged entries', () => {
    const send = vi.fn(async (value: string | null) => saved(2, value));
    window.localStorage.setItem(draftKey(ref), JSON.stringify({ value: 'Hallo', at: 1 }));
    expect(autosave(send).saver.restore()).toBeUndefined();
    window.localStorage.setItem(draftKey(ref), '{not json');
    expect(autosave(send).saver.restore()).toBeUndefined();
    expect(stored()).toBeNull();
    expect(saveState()).toBe('idle');
  });

  it('on a conflict, keeping mine sends it again based on their version', async () => {
    const conflict = new ApiError('changed', 409, saved(5, 'Von Anna'));
    const send = vi.fn(async (value: string | null, version: number) => {
      if (version === 3) throw conflict;
      return saved(version + 1, value);
    });
    vi.mocked(askConflict).mockResolvedValue('mine');
    const { saver } = autosave(send);
    expect(await saver.commit('Von Ben')).toBe(true);
    expect(askConflict).toHaveBeenCalledWith({ label: 'Titel', mine: 'Von Ben', theirs: 'Von Anna', current: conflict.data });
    expect(send).toHaveBeenLastCalledWith('Von Ben', 5, { keepalive: false });
    expect(saveState()).toBe('saved');
  });

  it('on a conflict, keeping theirs drops my text and shows theirs', async () => {
    const conflict = new ApiError('changed', 409, saved(5, 'Von Anna'));
    const send = vi.fn(async () => {
      throw conflict;
    });
    vi.mocked(askConflict).mockResolvedValue('theirs');
    const { saver, options } = autosave(send);
    expect(await saver.commit('Von Ben')).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(options.onTheirs).toHaveBeenCalledWith(conflict.data);
    expect(stored()).toBeNull();
    expect(saveState()).toBe('idle');
  });
});
