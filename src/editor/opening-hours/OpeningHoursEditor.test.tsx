// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OpeningHours, ZOpeningHours } from '@/shared/content/opening-hours';
import type { EditorEnvironment } from '@/shared/editor/environment';
import { EditorEnvironmentProvider } from '../context';
import { makeEnvironment } from '../toolbar/testing';
import { OpeningHoursEditor } from './OpeningHoursEditor';

const renderInEditor = (ui: React.ReactNode, environment: Partial<EditorEnvironment> = {}) =>
  render(<EditorEnvironmentProvider value={makeEnvironment(environment)}>{ui}</EditorEnvironmentProvider>);
const hours = ZOpeningHours.parse({ periods: [{ day: 1, open: '08:30', close: '18:30' }], closedDays: [7] });

describe('the opening-hours editor', () => {
  afterEach(cleanup);

  it('commits times typed with the pickers when a field is left, and only valid ones', () => {
    const onCommit = vi.fn<(hours: OpeningHours) => void>();
    renderInEditor(<OpeningHoursEditor value={hours} onCommit={onCommit} />);
    const tuesdayOpens = screen.getByLabelText('Dienstag öffnet');
    expect(tuesdayOpens.getAttribute('step')).toBe('300');
    fireEvent.change(tuesdayOpens, { target: { value: '09:00' } });
    fireEvent.blur(tuesdayOpens);
    // Only the opening time: not saved, said at the day.
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Bitte eine Uhrzeit wie 08:30 eingeben.');
    const tuesdayCloses = screen.getByLabelText('Dienstag schliesst');
    fireEvent.change(tuesdayCloses, { target: { value: '17:00' } });
    fireEvent.blur(tuesdayCloses);
    expect(onCommit).toHaveBeenLastCalledWith({ ...hours, periods: [...hours.periods, { day: 2, open: '09:00', close: '17:00' }] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells closed from not set, and a closing time before the opening one in the editor language', () => {
    const onCommit = vi.fn<(hours: OpeningHours) => void>();
    renderInEditor(<OpeningHoursEditor value={hours} onCommit={onCommit} />, { editorLanguage: 'fr' });
    expect((screen.getByLabelText('dimanche fermé') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('non défini')).toHaveLength(5);
    fireEvent.click(screen.getByLabelText('samedi fermé'));
    expect(onCommit).toHaveBeenLastCalledWith({ ...hours, closedDays: [6, 7] });
    const mondayCloses = screen.getByLabelText('lundi fermeture');
    fireEvent.change(mondayCloses, { target: { value: '07:00' } });
    fireEvent.blur(mondayCloses);
    expect(screen.getByRole('alert').textContent).toBe('L’heure de fermeture doit suivre l’heure d’ouverture.');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
