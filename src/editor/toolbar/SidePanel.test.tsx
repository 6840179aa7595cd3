// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidePanel } from './SidePanel';
import { renderInEditor, stubApi } from './testing';

vi.mock('next/navigation', async () => (await import('./navigation-mock')).navigationMock);
beforeEach(() => stubApi());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A toolbar button that opens the panel by state, as the lazily loaded panels are opened. */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Anfragen
      </button>
      <SidePanel open={open} onOpenChange={setOpen} title="Anfragen" description="Alle Anfragen" closeLabel="Schliessen">
        <p>Liste</p>
      </SidePanel>
    </>
  );
}

describe('SidePanel', () => {
  it('returns focus to the button that opened it when it has no Radix trigger', async () => {
    const { user } = renderInEditor(<OpenedByState />);
    await user.click(screen.getByRole('button', { name: 'Anfragen' }));
    expect(await screen.findByRole('dialog', { name: 'Anfragen' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anfragen' }));
  });
});
