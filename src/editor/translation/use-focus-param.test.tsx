// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearch, IDS, resetNavigation } from '../toolbar/testing';
import { HIGHLIGHT_MS } from './focus-field';
import { useFocusParam } from './use-focus-param';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

function Probe() {
  useFocusParam();
  return null;
}

function addField(fieldId: string) {
  const element = document.createElement('p');
  element.dataset.fieldId = fieldId;
  element.scrollIntoView = vi.fn();
  element.animate = vi.fn() as unknown as HTMLElement['animate'];
  document.body.append(element);
  return element;
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('focus parameter', () => {
  beforeEach(() => resetNavigation(`/fr/edit?toolbar=1&focus=${IDS.field}`));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('scrolls to the text once the page shows it, outlines it briefly and drops the parameter', async () => {
    prefersReducedMotion(false);
    render(<Probe />);
    const field = addField(IDS.field);
    await waitFor(() => expect(field.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' }));
    expect(field.hasAttribute('data-translation-focus')).toBe(true);
    expect(field.animate).toHaveBeenCalled();
    expect(currentSearch().get('focus')).toBeNull();
    expect(currentSearch().get('toolbar')).toBe('1');
    await waitFor(() => expect(field.hasAttribute('data-translation-focus')).toBe(false), { timeout: HIGHLIGHT_MS + 500 });
    expect(field.style.outline).toBe('');
  });

  it('jumps without animation for people who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    const field = addField(IDS.field);
    render(<Probe />);
    await waitFor(() => expect(field.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'center' }));
    expect(field.animate).not.toHaveBeenCalled();
    expect(field.style.outline).toContain('solid');
  });

  it('does nothing without the parameter', () => {
    resetNavigation('/fr/edit?toolbar=1');
    const field = addField(IDS.field);
    render(<Probe />);
    expect(field.scrollIntoView).not.toHaveBeenCalled();
  });
});
