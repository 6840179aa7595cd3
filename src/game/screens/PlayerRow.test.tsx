// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import { createGameT } from '../game-i18n';
import { PlayerRow, renameResult } from './PlayerRow';

const t = createGameT('de', messagesFor('de', 'game'));

function setup(name = 'Anna') {
  const onRename = vi.fn();
  const onRemove = vi.fn();
  render(
    <ul>
      <PlayerRow name={name} t={t} onRename={onRename} onRemove={onRemove} />
    </ul>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Anna umbenennen' }));
  const input = screen.getByRole('textbox', { name: 'Anna umbenennen' });
  return { onRename, onRemove, input };
}

afterEach(cleanup);

describe('PlayerRow', () => {
  it('saves a new, trimmed name on Enter', () => {
    const { onRename, input } = setup();
    expect(input).toHaveProperty('value', 'Anna');
    fireEvent.change(input, { target: { value: '  Anna B.  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Anna B.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves on blur', () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: 'Annika' } });
    fireEvent.blur(input);
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Annika');
  });

  it('cancels on Escape, also when the field then loses focus', () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: 'Someone else' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.blur(input);
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Anna umbenennen' }).textContent).toBe('Anna');
  });

  it('cancels an empty or unchanged name', () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Anna umbenennen' }));
    const again = screen.getByRole('textbox', { name: 'Anna umbenennen' });
    fireEvent.change(again, { target: { value: ' Anna ' } });
    fireEvent.blur(again);
    expect(onRename).not.toHaveBeenCalled();
    expect(renameResult('Anna', 'Anna')).toBeNull();
    expect(renameResult('Anna', '')).toBeNull();
  });

  it('removes the player', () => {
    const onRemove = vi.fn();
    render(<PlayerRow name="Ben" t={t} onRename={vi.fn()} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ben entfernen' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
