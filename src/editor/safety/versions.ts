import type { TSaveItemRequest, TSavedItem } from '@/shared/schemas/editor';

/** A save without its base version: `saveItem` adds the one this editor last saw. */
export type SaveItemChange = TSaveItemRequest extends infer R ? (R extends unknown ? Omit<R, 'version'> : never) : never;

/** One key per versioned item: a section, or a slot of a section (a field may not exist yet). */
export function versionKey(change: SaveItemChange): string {
  return change.itemType === 'group' ? `group:${change.linkId}` : `field:${change.groupId}:${change.slot}`;
}

/**
 * Versions from the rendered page (the edit route's environment) and from this tab's own saves:
 * the newer wins, so a save right after another (before the page re-renders) is not refused.
 */
const rendered = new Map<string, number>();
const saved = new Map<string, number>();

export function setRenderedVersions(versions: Record<string, number> | undefined): void {
  rendered.clear();
  for (const [key, version] of Object.entries(versions ?? {})) rendered.set(key, version);
}

/**
 * The base version of a save. Every editable item is part of the rendered page (nested pages such
 * as map drawers are previews on the edit route), so an unknown key is a field that does not
 * exist yet: 0.
 */
export function baseVersion(change: SaveItemChange): number {
  const key = versionKey(change);
  return Math.max(rendered.get(key) ?? 0, saved.get(key) ?? 0);
}

/** Records the version a save (ours, or theirs chosen in a conflict) left on the server. */
export function rememberVersion(change: SaveItemChange, item: Pick<TSavedItem, 'version'>): void {
  saved.set(versionKey(change), item.version);
}

/** After a conflict the other version is the base, even when it is lower (the field was re-created). */
export function replaceVersion(change: SaveItemChange, version: number): void {
  const key = versionKey(change);
  saved.set(key, version);
  rendered.set(key, version);
}
