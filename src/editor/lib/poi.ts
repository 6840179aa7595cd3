/**
 * POI option (editor-core §3): points with free-text latitude and longitude (no validation, §5)
 * and an icon. The save schema takes objects, not lists of objects, so the list is stored as
 * `{ points: [...] }`; a bare list (older data) is read too.
 */
export const POI_ICONS = ['start', 'end', 'party'] as const;
export type PoiIcon = (typeof POI_ICONS)[number];
export type PoiEntry = { latitude: string; longitude: string; icon: PoiIcon };
export type PoiOptionValue = { points: PoiEntry[] };

/** At least two entries are always shown (editor-core §9). */
export const MIN_POI_ENTRIES = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEntry(value: unknown): PoiEntry | null {
  if (!isRecord(value)) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const icon = (POI_ICONS as readonly unknown[]).includes(value.icon) ? (value.icon as PoiIcon) : 'party';
  return { latitude: text(value.latitude), longitude: text(value.longitude), icon };
}

export function readPoiEntries(value: unknown): PoiEntry[] {
  const list = isRecord(value) ? value.points : value;
  if (!Array.isArray(list)) return [];
  return list.map(readEntry).filter((entry): entry is PoiEntry => entry !== null);
}

/** A fresh row: the first is the start, the second the end, later ones party stops. */
export function emptyPoiEntry(index: number): PoiEntry {
  return { latitude: '', longitude: '', icon: index === 0 ? 'start' : index === 1 ? 'end' : 'party' };
}

/** Pads the list to the minimum number of rows shown. */
export function padPoiEntries(entries: readonly PoiEntry[], min = MIN_POI_ENTRIES): PoiEntry[] {
  const padded = [...entries];
  while (padded.length < min) padded.push(emptyPoiEntry(padded.length));
  return padded;
}

/** The stored value: trimmed text, rows left entirely blank dropped. */
export function toPoiOptionValue(entries: readonly PoiEntry[]): PoiOptionValue {
  const points = entries
    .map((entry) => ({ ...entry, latitude: entry.latitude.trim(), longitude: entry.longitude.trim() }))
    .filter((entry) => entry.latitude !== '' || entry.longitude !== '');
  return { points };
}
