// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { SectionOptions } from './SectionOptions';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const GROUP = '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f';
const BRANCHES = [
  { id: 'winterthur', name: 'Optik Demo Winterthur', street: 'Marktgasse', streetNumber: '12', city: 'Winterthur' },
  { id: 'zuerich', name: 'Optik Demo Zürich', street: 'Bahnhofstrasse', streetNumber: '5', city: 'Zürich' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SectionOptions', () => {
  it("offers the environment's branches for a review slider's locations and saves the chosen ids", async () => {
    const api = stubApi();
    const { user } = renderInEditor(<SectionOptions groupId={GROUP} type="reviewSlider" options={{ location: [] }} />, { branches: BRANCHES });
    await user.click(screen.getByRole('button', { name: 'Optionen' }));
    expect(await screen.findByRole('checkbox', { name: /Optik Demo Winterthur.*Marktgasse 12, Winterthur/ })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: /Optik Demo Zürich/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts().some((call) => call.path === '/data')).toBe(true));
    const saved = api.posts().find((call) => call.path === '/data');
    expect(JSON.stringify(saved?.body)).toContain('"location"');
    expect(JSON.stringify(saved?.body)).toContain('["zuerich"]');
  });

  it('says so when no branches are known', async () => {
    stubApi();
    const { user } = renderInEditor(<SectionOptions groupId={GROUP} type="reviewSlider" options={{}} />);
    await user.click(screen.getByRole('button', { name: 'Optionen' }));
    expect(await screen.findByText('Keine Standorte verfügbar')).toBeTruthy();
  });
});
