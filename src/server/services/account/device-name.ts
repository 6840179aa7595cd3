/** A browser and a system named in plain words, from a User-Agent header. */
export type Device = { browser: string | null; system: string | null };

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iOS also says "Mac OS X".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Chrome" and "Linux" for a desktop Chrome on Linux; nulls for what cannot be told. */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}
