import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { BlockData, LoadedBlockData } from '../../../shared/blocks/load';
import { evaluateDisplayConditions, resolveOptions } from '../../../shared/blocks/options';
import type { GroupNode } from '../../../shared/content/types';
import { type BlockLoadContext, blockLoadKey, runBlockLoad } from './block-loaders';

type Pending = Map<string, Promise<LoadedBlockData>>;

/** Live pages leave out sections hidden in the language; editors still see (and render) them. */
function isRendered(group: GroupNode, c: BlockLoadContext): boolean {
  return c.mode === 'edit' || !group.meta.disallowedLanguages.includes(c.locale);
}

async function loadGroups(c: BlockLoadContext, groups: readonly GroupNode[], pending: Pending, data: Record<string, LoadedBlockData>): Promise<void> {
  await Promise.all(
    groups
      .filter((group) => isRendered(group, c))
      .map(async (group) => {
        const definition = getBlockDefinition(group.type);
        const load = definition?.load;
        if (!definition || !load || !evaluateDisplayConditions(load.when, resolveOptions(definition, group))) return;
        const key = blockLoadKey(load, group);
        let loading = pending.get(key);
        if (!loading) {
          loading = runBlockLoad(c, load, group);
          pending.set(key, loading);
        }
        data[group.id] = await loading;
      }),
  );
}

/**
 * Runs the `load` every rendered section's definition declares, once per render: sections asking
 * for the same data share one load, different loads run in parallel. The course's pages render
 * inside the play page, so their sections are loaded too (the map container itself is left out
 * there, as the play page leaves it out). The result is plain data, keyed by group id.
 */
export async function loadBlockData(c: BlockLoadContext, groups: readonly GroupNode[]): Promise<BlockData> {
  const pending: Pending = new Map();
  const data: Record<string, LoadedBlockData> = {};
  await loadGroups(c, groups, pending, data);
  const coursePages = Object.values(data).flatMap((entry) =>
    entry.kind === 'course'
      ? entry.value.trees.flatMap((tree) => tree.groups.filter((group) => group.type !== 'mapContainer' && !Object.hasOwn(data, group.id)))
      : [],
  );
  if (coursePages.length > 0) await loadGroups(c, coursePages, pending, data);
  return data;
}
