// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { initials, PresenceList } from './PresenceList';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

describe('PresenceList', () => {
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    vi.stubGlobal('EventSource', FakeEventSource);
    // The status provider around it loads the publish state.
    stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('makes initials from first and last name', () => {
    expect(initials('Anna Muster')).toBe('AM');
    expect(initials('Inhaber Optik Muster')).toBe('IM');
    expect(initials('bea')).toBe('B');
    expect(initials('  ')).toBe('?');
  });

  it("follows the page's presence stream and closes it when leaving", async () => {
    const { unmount } = renderInEditor(<PresenceList />);
    const source = FakeEventSource.last;
    expect(source?.url).toBe(`/api/v1/pages/${IDS.page}/presence`);
    expect(screen.queryByRole('list')).toBeNull();

    act(() =>
      source?.emit('members', {
        members: [
          { userId: 'u2', name: 'Bea Beispiel' },
          { userId: 'u3', name: 'Carl' },
        ],
      }),
    );
    // Each message is checked against the shared schema (loaded lazily) before it shows.
    const list = await screen.findByRole('list', { name: 'Ebenfalls auf dieser Seite: Bea Beispiel, Carl' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['BB', 'C']);

    act(() => source?.emit('members', { members: [] }));
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    unmount();
    expect(source?.closed).toBe(true);
  });
});
