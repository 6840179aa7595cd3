import { describe, expect, it } from 'vitest';
import { darkenColor, darkVariant, parseColor } from './dark-variant';

const lightness = (hsla: string) => Number(/hsla\([^,]+,[^,]+,\s*([\d.]+)%/.exec(hsla)?.[1]);

describe('parseColor', () => {
  it('reads the colour notations of vector styles', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(10, 20, 30, 0.4)')).toEqual({ r: 10, g: 20, b: 30, a: 0.4 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    const red = parseColor('hsl(0, 100%, 50%)');
    expect([red?.r, red?.g, red?.b].map((x) => Math.round(x ?? -1))).toEqual([255, 0, 0]);
    expect(parseColor('white')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it('leaves words that are no colour alone', () => {
    expect(parseColor('linear')).toBeNull();
    expect(parseColor('residential')).toBeNull();
    expect(parseColor('#zzz')).toBeNull();
  });
});

describe('darkenColor', () => {
  it('turns light land dark and dark text light, keeping the alpha', () => {
    expect(lightness(darkenColor('#ffffff'))).toBe(10);
    expect(lightness(darkenColor('#000'))).toBe(85);
    expect(darkenColor('rgba(240, 240, 240, 0.5)')).toMatch(/, 0\.5\)$/);
    expect(lightness(darkenColor('#f2efe9'))).toBeLessThan(20);
  });
});

describe('darkVariant', () => {
  it('darkens the colour paint properties of every layer, inside expressions too, and nothing else', () => {
    const style = {
      version: 8,
      sources: { base: { type: 'vector', url: 'https://tiles.example/base.json' } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#ffffff' } },
        {
          id: 'street',
          type: 'line',
          source: 'base',
          'source-layer': 'transportation',
          layout: { 'line-cap': 'round' },
          paint: { 'line-color': ['interpolate', ['linear'], ['zoom'], 12, '#ffffff', 16, 'hsl(0, 0%, 90%)'], 'line-width': 3 },
        },
        { id: 'label', type: 'symbol', source: 'base', 'source-layer': 'place', paint: { 'text-color': { stops: [[10, '#222']] } } },
        { id: 'no-paint', type: 'symbol', source: 'base' },
      ],
    };
    const dark = darkVariant(style);
    expect(dark.sources).toBe(style.sources);
    expect(lightness(String(dark.layers[0]?.paint?.['background-color']))).toBe(10);
    const street = dark.layers[1]?.paint?.['line-color'] as unknown[];
    expect(street.slice(0, 4)).toEqual(['interpolate', ['linear'], ['zoom'], 12]);
    expect(lightness(String(street[4]))).toBe(10);
    expect(lightness(String(street[6]))).toBeCloseTo(17.5, 1);
    expect(dark.layers[1]?.paint?.['line-width']).toBe(3);
    expect(dark.layers[1]?.layout).toEqual({ 'line-cap': 'round' });
    const label = dark.layers[2]?.paint?.['text-color'] as { stops: [number, string][] };
    expect(lightness(label.stops[0]?.[1] ?? '')).toBeGreaterThan(70);
    expect(dark.layers[3]).toBe(style.layers[3]);
    // The light style is untouched (both themes share it).
    expect(style.layers[0]?.paint?.['background-color']).toBe('#ffffff');
  });
});
