// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingTexts } from './booking-texts';
import { BookingModal } from './BookingModal.client';

const URL = 'https://connect.shore.com/widget/optik?locale=de&layout=default&select_location=false';

/** The dialog's code loads on the first click, so it appears a moment later. */
async function open() {
  render(<BookingModal widgetUrl={URL} texts={bookingTexts('de')} buttonClassName="fixed" />);
  fireEvent.click(screen.getByRole('button', { name: 'Termin buchen' }));
  return screen.findByRole('dialog', { name: 'Termin buchen' });
}

/** react-remove-scroll marks the body and hides its overflow while a modal dialog is open. */
const scrollLocked = () =>
  document.body.hasAttribute('data-scroll-locked') || [...document.querySelectorAll('style')].some((s) => /overflow:\s*hidden/.test(s.textContent ?? ''));

afterEach(cleanup);

describe('BookingModal', () => {
  it('opens on the button with a titled iframe of the widget and locks page scroll', async () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scrollLocked()).toBe(false);
    const dialog = await open();
    const iframe = dialog.querySelector('iframe');
    expect(iframe?.getAttribute('title')).toBe('Online-Terminbuchung');
    expect(iframe?.getAttribute('src')).toBe(URL);
    expect(scrollLocked()).toBe(true);
  });

  it('closes on Escape and releases the scroll lock', async () => {
    const dialog = await open();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scrollLocked()).toBe(false);
  });

  it('closes on the close button', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop', async () => {
    await open();
    // Radix starts listening for outside pointer-downs a tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const backdrop = document.querySelector('[data-booking-backdrop]');
    expect(backdrop).toBeTruthy();
    // Radix dismisses on a pointer-down outside the content.
    fireEvent.pointerDown(backdrop as Element);
    fireEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
