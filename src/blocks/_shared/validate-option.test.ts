import { describe, expect, it } from 'vitest';
import type { OptionDefinition } from '../types';
import { validateOptionValue } from './validate-option';

const def = (partial: Partial<OptionDefinition> & Pick<OptionDefinition, 'type'>): OptionDefinition => ({ label: { de: 'Option', fr: 'Option' }, default: null, ...partial });

describe('validateOptionValue', () => {
  it('accepts numbers inside the range only (min defaults to 1)', () => {
    expect(validateOptionValue(def({ type: 'number', range: { max: 12 } }), 4)).toEqual({ ok: true, value: 4 });
    expect(validateOptionValue(def({ type: 'number' }), 0).ok).toBe(false);
    expect(validateOptionValue(def({ type: 'number', range: { min: 1, max: 12 } }), 13).ok).toBe(false);
    expect(validateOptionValue(def({ type: 'number' }), '3').ok).toBe(false);
  });

  it('accepts enumerated values of the type, and null for clearable colours', () => {
    expect(validateOptionValue(def({ type: 'alignment' }), 'center')).toEqual({ ok: true, value: 'center' });
    expect(validateOptionValue(def({ type: 'alignment' }), 'justify').ok).toBe(false);
    expect(validateOptionValue(def({ type: 'colorSwatches' }), null)).toEqual({ ok: true, value: null });
    expect(validateOptionValue(def({ type: 'textSize', values: ['small', 'large'] }), 'medium').ok).toBe(false);
  });

  it('checks structured values', () => {
    expect(validateOptionValue(def({ type: 'checkbox' }), true).ok).toBe(true);
    expect(validateOptionValue(def({ type: 'link' }), { type: 'url', url: 'https://example.ch' }).ok).toBe(true);
    expect(validateOptionValue(def({ type: 'link' }), { type: 'ftp' }).ok).toBe(false);
    expect(validateOptionValue(def({ type: 'bookingLink' }), { type: 'iframe', url: 'javascript:alert(1)' }).ok).toBe(false);
    expect(validateOptionValue(def({ type: 'mapRoute' }), [[8.72, 47.5]]).ok).toBe(true);
    expect(validateOptionValue(def({ type: 'mapRoute' }), [[200, 47.5]]).ok).toBe(false);
  });

  it('names unsupported option types', () => {
    expect(validateOptionValue(def({ type: 'bulkUploader' }), 1)).toEqual({ ok: false, message: 'Unknown Option: Option' });
  });
});

describe('validateOptionValue for points of interest', () => {
  it('takes the { points } shape the POI editor saves', () => {
    const poi = def({ type: 'poi' });
    expect(validateOptionValue(poi, { points: [{ latitude: '47.5', longitude: '8.7', icon: 'start' }] }).ok).toBe(true);
    expect(validateOptionValue(poi, { points: [{ latitude: '47.5', longitude: '8.7', icon: 'rocket' }] }).ok).toBe(false);
  });
});
