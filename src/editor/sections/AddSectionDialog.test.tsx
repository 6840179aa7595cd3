// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockDefinition } from '@/shared/blocks/types';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { AddSectionButton } from './AddSectionButton';
import { AddSectionDialog } from './AddSectionDialog';
import { buildCatalog } from './section-catalog';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const def = (type: string, extra: Partial<BlockDefinition> = {}): BlockDefinition => ({
  type,
  category: 'content',
  slots: {},
  options: {},
  ...extra,
});

const definitions: Record<string, BlockDefinition> = {
  hero: def('hero', { category: 'start' }),
  cta: def('cta'),
  spacer: def('spacer'),
  teamContainer: def('teamContainer', { category: 'collections' }),
  teamCard: def('teamCard', { category: 'collections' }),
  serviceDetails: def('serviceDetails'),
  hiddenThing: def('hiddenThing', { offeredInAddSection: false }),
  aspectSponsorForm: def('aspectSponsorForm', { category: 'team', healthOpticsOnly: true }),
  hologram: def('hologram'),
};

describe('buildCatalog', () => {
  it('follows the table order, drops detail and card types and puts unlisted types under remaining', () => {
    const catalog = buildCatalog(definitions, { healthOptics: true });
    expect(catalog.map((c) => [c.key, c.entries.map((e) => e.type)])).toEqual([
      ['start', ['hero']],
      ['team', ['aspectSponsorForm']],
      ['content', ['cta', 'spacer']],
      ['collections', ['teamContainer']],
      ['remaining', ['hologram']],
    ]);
  });

  it('disables health-optics boxes for other businesses only', () => {
    const entry = (healthOptics: boolean) => buildCatalog(definitions, { healthOptics }).find((c) => c.key === 'team')?.entries[0];
    expect(entry(false)?.disabled).toBe(true);
    expect(entry(true)?.disabled).toBe(false);
  });
});

describe('AddSectionDialog', () => {
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderDialog(healthOptics = false) {
    const onChoose = vi.fn();
    const onOpenChange = vi.fn();
    const view = renderInEditor(<AddSectionDialog open onOpenChange={onOpenChange} onChoose={onChoose} definitions={definitions} />, {
      site: { id: IDS.site, name: 'Optik Muster', locales: ['de'], defaultLocale: 'de', healthOptics },
    });
    return { ...view, onChoose, onOpenChange };
  }

  it('lists the categories with their types and never offers detail or card types', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Box hinzufügen' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Start', 'Team', 'Inhalt', 'Sammlungen', 'Weitere']);
    expect(within(dialog).getByRole('button', { name: /Titelbild/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /hologram/ })).toBeTruthy();
    expect(within(dialog).queryByText('teamCard')).toBeNull();
    expect(within(dialog).queryByText('Dienstleistung Details')).toBeNull();
    expect(within(dialog).queryByText('Versteckt')).toBeNull();
  });

  it('disables health-optics boxes with the explanation for other businesses', async () => {
    const { user, onChoose } = renderDialog(false);
    const sponsor = screen.getByRole('button', { name: /Sponsoring-Formular/ });
    expect(sponsor).toHaveProperty('disabled', true);
    expect(sponsor.textContent).toContain('Nur verfügbar für Gesundheitsoptiker');
    await user.click(sponsor);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('offers health-optics boxes to health-optics businesses', async () => {
    const { user, onChoose } = renderDialog(true);
    const sponsor = screen.getByRole('button', { name: /Sponsoring-Formular/ });
    expect(sponsor.textContent).not.toContain('Nur verfügbar');
    await user.click(sponsor);
    expect(onChoose).toHaveBeenCalledWith('aspectSponsorForm');
  });

  it('closes with Cancel', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('AddSectionButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds the chosen type below its section, refreshes and scrolls to it', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi({ 'POST /group/add': { data: { groupId: IDS.newGroup, position: 2 } } });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderInEditor(<AddSectionButton nextTo={IDS.group} />);
    await user.click(screen.getByRole('button', { name: 'Box hinzufügen' }));
    await user.click(await screen.findByRole('button', { name: /Titelbild/ }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({ path: '/group/add', body: { pageId: IDS.page, groupName: 'hero', nextTo: IDS.group } });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The refreshed page arrives later; the watcher scrolls once the section is there.
    const section = document.createElement('section');
    section.setAttribute('data-group-id', IDS.newGroup);
    document.body.append(section);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    section.remove();
  });

  it('is hidden while the toolbar is off', () => {
    resetNavigation('/de/edit');
    stubApi();
    renderInEditor(<AddSectionButton nextTo={null} />);
    expect(screen.queryByRole('button', { name: 'Box hinzufügen' })).toBeNull();
  });
});
