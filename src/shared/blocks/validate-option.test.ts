import { describe, expect, it } from 'vitest';
import type { OptionDefinition } from './types';
import { validateOptionValue } from './validate-option';

const def = (partial: Partial<OptionDefinition> & Pick<OptionDefinition, 'type'>): OptionDefinition => ({ default: null, ...partial });

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

  it('takes a list of media ids for a gallery', () => {
    expect(validateOptionValue(def({ type: 'bulkUploader' }), ['0b6c7d3e-4a2f-4b8e-9a1d-2c3e4f5a6b7c']).ok).toBe(true);
    expect(validateOptionValue(def({ type: 'bulkUploader' }), ['not-an-id']).ok).toBe(false);
  });

  it('names the rule a refused value broke (the API words it in the caller’s language)', () => {
    expect(validateOptionValue(def({ type: 'gameOptions', values: undefined }), 'fly')).toEqual({ ok: false, rule: { kind: 'notOffered' } });
    expect(validateOptionValue({ ...def({ type: 'text' }), type: 'unheardOf' as never }, 1)).toEqual({ ok: false, rule: { kind: 'invalid' } });
    expect(validateOptionValue(def({ type: 'number', range: { min: 1, max: 12 } }), 13)).toEqual({ ok: false, rule: { kind: 'range', min: 1, max: 12 } });
    expect(validateOptionValue(def({ type: 'number' }), 0)).toEqual({ ok: false, rule: { kind: 'min', min: 1 } });
    expect(validateOptionValue(def({ type: 'number' }), 'drei')).toEqual({ ok: false, rule: { kind: 'number' } });
    expect(validateOptionValue(def({ type: 'mapRoute' }), [[200, 47.5]])).toEqual({ ok: false, rule: { kind: 'invalid' } });
  });
});

describe('validateOptionValue for points of interest', () => {
  it('takes the { points } shape the POI editor saves', () => {
    const poi = def({ type: 'poi' });
    expect(validateOptionValue(poi, { points: [{ latitude: '47.5', longitude: '8.7', icon: 'start' }] }).ok).toBe(true);
    expect(validateOptionValue(poi, { points: [{ latitude: '47.5', longitude: '8.7', icon: 'rocket' }] }).ok).toBe(false);
  });
});
