// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamSplit } from './TeamSplit.client';

afterEach(cleanup);

const members = Array.from({ length: 7 }, (_, i) => ({ id: `m${i + 1}`, name: `Person ${i + 1}`, thumb: null, panel: <p>Profil {i + 1}</p> }));
const texts = { members: 'Team', previous: 'Vorherige', next: 'Nächste' };
/** Every panel is in the HTML (the island keeps the server's); the others are hidden. */
const shown = (text: string) => screen.queryByText(text)?.closest('[hidden]') === null;
const inView = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-in-view]')).map((li) => li.getAttribute('data-split-member'));

describe('TeamSplit', () => {
  it('shows the intro until a member is selected, and returns to it', async () => {
    const user = userEvent.setup();
    render(<TeamSplit intro={<h2>Unser Team</h2>} introLabel="Übersicht" members={members} texts={texts} />);
    expect(shown('Unser Team')).toBe(true);
    expect(shown('Profil 2')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Person 2' }));
    expect(shown('Profil 2')).toBe(true);
    expect(shown('Unser Team')).toBe(false);
    expect(screen.getByRole('button', { name: 'Person 2' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Übersicht' }));
    expect(shown('Unser Team')).toBe(true);
    expect(shown('Profil 2')).toBe(false);
  });

  it('lists 5 members per view with next/previous', async () => {
    const user = userEvent.setup();
    const { container } = render(<TeamSplit intro={null} introLabel="Übersicht" members={members} texts={texts} />);
    expect(inView(container)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect((screen.getByRole('button', { name: 'Vorherige' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Nächste' }));
    expect(inView(container)).toEqual(['m6', 'm7']);
    expect((screen.getByRole('button', { name: 'Nächste' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Vorherige' }));
    expect(inView(container)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('has no paging with 5 or fewer members', () => {
    render(<TeamSplit intro={null} introLabel="Übersicht" members={members.slice(0, 5)} texts={texts} />);
    expect(screen.queryByRole('button', { name: 'Nächste' })).toBeNull();
  });
});
