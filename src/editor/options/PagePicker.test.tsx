// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorEnvironmentProvider } from '@/editor/context';
import type { EditorEnvironment } from '@/shared/editor/environment';
import type { PageRef } from '@/editor/lib/link-value';
import { PagePicker } from './PagePicker';
import { makeEnvironment, PAGE_IDS } from './test-utils';

afterEach(cleanup);

function renderPicker(selected: PageRef | null, environment: Partial<EditorEnvironment> = {}) {
  const onSelect = vi.fn();
  render(
    <EditorEnvironmentProvider value={makeEnvironment(environment)}>
      <PagePicker selected={selected} onSelect={onSelect} />
    </EditorEnvironmentProvider>,
  );
  return { onSelect, user: userEvent.setup() };
}

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('PagePicker', () => {
  it('starts with every group collapsed when nothing is selected', () => {
    renderPicker(null);
    expect([expanded('Navigation'), expanded('Hauptseiten'), expanded('Sammlungen')]).toEqual(['false', 'false', 'false']);
  });

  it('expands the collection group and sub-group holding the selected page', () => {
    renderPicker({ id: PAGE_IDS.anna, collection: 'team' });
    expect([expanded('Navigation'), expanded('Hauptseiten'), expanded('Sammlungen'), expanded('Team')]).toEqual(['false', 'false', 'true', 'true']);
    expect(screen.getByRole('button', { name: /Anna Muster/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dienstleistungen' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('expands navigation and top-level pages for a page in both', () => {
    renderPicker({ id: PAGE_IDS.about, collection: null });
    expect([expanded('Navigation'), expanded('Hauptseiten'), expanded('Sammlungen')]).toEqual(['true', 'true', 'false']);
  });

  it('labels navigation entries in the content locale, falling back to "new navigation"', async () => {
    const { user } = renderPicker(null);
    await user.click(screen.getByRole('button', { name: 'Navigation' }));
    expect(screen.getByText('Hauptmenü')).toBeTruthy();
    expect(screen.getByText('Neue Navigation')).toBeTruthy();
  });

  it('includes drafts with a chip and returns id and collection', async () => {
    const { user, onSelect } = renderPicker(null, { editorLanguage: 'fr', locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Collections' }));
    await user.click(screen.getByRole('button', { name: 'Prestations' }));
    const page = screen.getByRole('button', { name: /Examen de la vue/ });
    expect(within(page).getByText('Brouillon')).toBeTruthy();
    await user.click(page);
    expect(onSelect).toHaveBeenCalledWith({ id: PAGE_IDS.eyeTest, collection: 'service' });
  });

  it('groups pages without a collection as top-level pages', async () => {
    const { user } = renderPicker(null);
    await user.click(screen.getByRole('button', { name: 'Hauptseiten' }));
    const region = screen.getByRole('region', { name: 'Hauptseiten' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Startseite', 'Über unsEntwurf']);
  });
});
