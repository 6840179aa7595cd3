// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { LazyPanel, lazyNamed } from './lazy-panel';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);
// The editor's status provider asks the API; the answers do not matter here.
beforeEach(() => stubApi());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel the module holds: the dialog while open, a trace of itself while closed. */
function FakePanel({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Seiten" /> : <p>closed but kept</p>;
}

/** A panel module whose code arrives when the test says so. */
function deferredModule() {
  let resolve: (module: { Panel: (props: { open: boolean }) => React.ReactNode }) => void = () => {};
  const loaded = new Promise<{ Panel: (props: { open: boolean }) => React.ReactNode }>((done) => {
    resolve = done;
  });
  const load = vi.fn(() => loaded);
  const arrive = () => resolve({ Panel: FakePanel });
  return { load, arrive };
}

function Harness({ Panel }: { Panel: (props: { open: boolean }) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        toggle
      </button>
      <LazyPanel open={open} shape="sideWide">
        <Panel open={open} />
      </LazyPanel>
    </>
  );
}

describe('LazyPanel', () => {
  it('loads nothing until first opened, shows a placeholder while the code arrives, then keeps the panel mounted', async () => {
    const module = deferredModule();
    const Panel = lazyNamed(module.load, 'Panel');
    renderInEditor(<Harness Panel={Panel} />);
    expect(module.load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(module.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Wird geladen …' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => module.arrive());
    expect(await screen.findByRole('dialog', { name: 'Seiten' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Wird geladen …' })).toBeNull();

    // Closed, it stays mounted (its state and closing animation), and its code is not loaded again.
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByText('closed but kept')).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
  });
});
