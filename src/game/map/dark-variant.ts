/**
 * A dark variant of a light vector style, for providers without a dark style of their own (swisstopo,
 * see src/shared/map/map-style.ts): every colour of the layers' paint properties keeps its hue and
 * turns its lightness around, so light land becomes dark, dark labels become light, and streets keep
 * their contrast. Colours inside expressions (zoom steps, matches) are turned as well; anything that
 * is not a colour is left as it is.
 */

type Rgba = { r: number; g: number; b: number; a: number };

const NAMED: Record<string, Rgba> = { white: { r: 255, g: 255, b: 255, a: 1 }, black: { r: 0, g: 0, b: 0, a: 1 } };

function parseHex(text: string): Rgba | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/** The numbers of a colour function's arguments; a percentage alpha becomes a fraction. */
function numbers(args: string): number[] | null {
  const parts = args.split(/[\s,/]+/).filter(Boolean);
  const values = parts.map((part, i) => Number.parseFloat(part) / (i === 3 && part.endsWith('%') ? 100 : 1));
  return values.every(Number.isFinite) ? values : null;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A CSS colour as MapLibre styles write them (hex, rgb(a), hsl(a), white, black), or null. */
export function parseColor(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  const named = NAMED[value];
  if (named) return named;
  if (value.startsWith('#')) return parseHex(value);
  const call = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!call?.[1] || call[2] === undefined) return null;
  const args = numbers(call[2]);
  if (!args || args.length < 3) return null;
  const [x = 0, y = 0, z = 0, a = 1] = args;
  if (call[1].startsWith('rgb')) return { r: x, g: y, b: z, a };
  const [r, g, b] = hslToRgb(((x % 360) + 360) % 360, y / 100, z / 100);
  return { r, g, b, a };
}

function toHsl({ r, g, b }: Rgba): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The colour's dark twin: hue kept, saturation softened (bright colours glare on dark ground), and
 * lightness turned around within 10–85 % so white land is not pure black and black text not pure white.
 */
export function darkenColor(text: string): string {
  const color = parseColor(text);
  if (!color) return text;
  const [h, s, l] = toHsl(color);
  const lightness = 0.1 + (1 - l) * 0.75;
  return `hsla(${round(h)}, ${round(s * 70)}%, ${round(lightness * 100)}%, ${round(color.a, 3)})`;
}

function darkenValue(value: unknown): unknown {
  if (typeof value === 'string') return darkenColor(value);
  if (Array.isArray(value)) return value.map(darkenValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, darkenValue(inner)]));
  return value;
}

type Layer = { paint?: Record<string, unknown> } & Record<string, unknown>;

/** The style with every layer's `*-color` paint properties darkened; everything else is kept. */
export function darkVariant<S extends { layers: readonly Layer[] }>(style: S): S {
  const layers = style.layers.map((layer) => {
    if (!layer.paint) return layer;
    const paint = Object.fromEntries(Object.entries(layer.paint).map(([name, value]) => [name, name.endsWith('-color') ? darkenValue(value) : value]));
    return { ...layer, paint };
  });
  return { ...style, layers };
}
