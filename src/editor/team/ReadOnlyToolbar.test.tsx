// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '@/shared/permissions';
import { EditorShell } from '../EditorShell';
import { makeEnvironment, resetNavigation, stubApi } from '../toolbar/testing';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

function renderShellAs(role: 'editor' | 'optician') {
  const api = stubApi({ 'GET /page/status/publication': { data: { fields: 0, groups: 0, pages: 0 } } });
  render(
    <EditorShell environment={makeEnvironment({ member: { role, permissions: permissionsOf(role) } })} userEmail="staff@example.ch" liveHref="/de">
      <main>Seiteninhalt</main>
    </EditorShell>,
  );
  return api;
}

describe('the toolbar of a member who may not edit pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers an optician the inbox, listings and settings, says the page is view-only, and loads no page status', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = renderShellAs('optician');
    expect(await screen.findByRole('button', { name: 'Anfragen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einstellungen' })).toBeTruthy();
    expect(screen.getByText('Nur ansehen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Seiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/page/') || path.startsWith('/site/'))).toEqual([]);
  });

  it('keeps the pages and editing for an editor', async () => {
    resetNavigation('/de/edit?toolbar=1');
    renderShellAs('editor');
    expect(await screen.findByRole('button', { name: 'Seiten' })).toBeTruthy();
    expect(screen.queryByText('Nur ansehen')).toBeNull();
  });
});
