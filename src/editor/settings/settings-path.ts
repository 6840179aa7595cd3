import type { SiteSettings } from '@/shared/content/settings';

/** A dotted path into the settings ("footer.phone"), as the controls and zod issues name fields. */
export type SettingsPath = string;

type Tree = Record<string, unknown>;

export function readPath(settings: SiteSettings, path: SettingsPath): unknown {
  let node: unknown = settings;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  return node;
}

/** A copy of the settings with one value replaced (objects on the way are copied, never mutated). */
export function writePath(settings: SiteSettings, path: SettingsPath, value: unknown): SiteSettings {
  const parts = path.split('.');
  const write = (node: Tree, index: number): Tree => {
    const key = parts[index] as string;
    if (index === parts.length - 1) return { ...node, [key]: value };
    const child = node[key];
    return { ...node, [key]: write(child && typeof child === 'object' ? (child as Tree) : {}, index + 1) };
  };
  return write(settings as unknown as Tree, 0) as unknown as SiteSettings;
}
