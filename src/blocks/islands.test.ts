import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeGroup } from './_shared/testing';
import { ISLAND_BLOCKS, pageIslandRuntime, sectionHasIsland } from './islands';
import { blockRegistry } from './registry';

const SRC = path.resolve(import.meta.dirname, '..');
const BLOCKS = path.join(SRC, 'blocks');

/**
 * Block views that share a module with another type's island but never render it themselves,
 * with the client modules they may reach for that reason (anything else they reach fails).
 */
const SHARES_A_MODULE_WITH_AN_ISLAND: Record<string, string[]> = {
  contentSliderCard: ['blocks/content-slider/Carousel.client.tsx'],
  servicesContainer: ['blocks/collections/TeamSplit.client.tsx'],
  testimonialsContainer: ['blocks/collections/TeamSplit.client.tsx'],
};

function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: never one of our client components
  if (specifier.endsWith('.json')) return null; // data (message catalogues): never a client component
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/**
 * Islands a view renders without importing them: the game's screens reach blocks through
 * `ctx.game` (injected by the app routes, like the editor's components), so a view that reads it
 * reaches every client module of the injected set.
 */
const INJECTED_GAME = path.join(SRC, 'game', 'game-components.ts');
const readsInjectedGame = (source: string) => /\bctx\.game\b|\{[^}]*\bgame\b[^}]*\}\s*=\s*ctx\b/.test(source);

/**
 * Islands rendered by name: `<Island name="carousel" …>` reaches the one component the map in
 * server-islands.ts gives that name, not the whole map (whose own imports are not followed).
 */
const ISLAND_MAP = path.join(BLOCKS, '_shared', 'island', 'server-islands.ts');
function islandModulesByName(): Map<string, string> {
  const source = readFileSync(ISLAND_MAP, 'utf8');
  const fileOf = new Map<string, string>();
  for (const m of source.matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'([^']+)'/g))
    fileOf.set(m[1] as string, resolveModule(ISLAND_MAP, m[2] as string) as string);
  const byName = new Map<string, string>();
  for (const m of source.matchAll(/^\s+(\w+): (\w+),$/gm)) {
    const file = fileOf.get(m[2] as string);
    if (!file) throw new Error(`server-islands.ts: no import for ${m[2]}`);
    byName.set(m[1] as string, file);
  }
  return byName;
}
const ISLAND_MODULES = islandModulesByName();

function islandsRenderedBy(source: string): string[] {
  return [...source.matchAll(/<Island\s+name="(\w+)"/g)].map((m) => {
    const file = ISLAND_MODULES.get(m[1] as string);
    if (!file) throw new Error(`no island named ${m[1]} in server-islands.ts`);
    return file;
  });
}

/** Value imports of a module (type-only imports never reach the browser), static or dynamic. */
function importsOf(file: string): string[] {
  if (file === ISLAND_MAP) return [];
  const source = readFileSync(file, 'utf8');
  const injected = [...(file.startsWith(BLOCKS) && readsInjectedGame(source) ? [INJECTED_GAME] : []), ...islandsRenderedBy(source)];
  const specifiers = [
    ...[...source.matchAll(/(?:^|\n)\s*(?:import|export)(\s+type\b)?[^;'"]*?\bfrom\s+['"]([^'"]+)['"]/g)].filter((m) => !m[1]).map((m) => m[2]),
    ...[...source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map((m) => m[1]),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
  ];
  return [
    ...injected,
    ...specifiers.flatMap((specifier) => {
      const resolved = specifier ? resolveModule(file, specifier) : null;
      return resolved ? [resolved] : [];
    }),
  ];
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Every `'use client'` module a module reaches through its imports (a client module's own imports too). */
function reachableClientModules(entry: string): string[] {
  const seen = new Set<string>();
  const clients = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (isClientModule(file)) clients.add(relative(file));
    queue.push(...importsOf(file));
  }
  return [...clients].sort();
}

/** Block type -> the module its registered view comes from, read from registry.ts itself. */
function viewModules(): Map<string, string> {
  const registryFile = path.join(BLOCKS, 'registry.ts');
  const source = readFileSync(registryFile, 'utf8');
  const importedFrom = new Map<string, string>();
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const name of (m[1] ?? '').split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
      if (name) importedFrom.set(name, m[2] as string);
    }
  }
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/(\w+):\s*\{\s*definition:\s*blockDefinitions\.\w+,\s*Component:\s*(\w+)\s*\}/g)) {
    const specifier = importedFrom.get(m[2] as string);
    if (!specifier) throw new Error(`registry.ts: no import for ${m[2]}`);
    modules.set(m[1] as string, resolveModule(registryFile, specifier) as string);
  }
  return modules;
}

function clientModulesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && isClientModule(file))
    .map(relative);
}

describe('island blocks (which live pages hydrate)', () => {
  const modules = viewModules();
  const reached = new Map([...modules].map(([type, file]) => [type, reachableClientModules(file)]));

  it('reads every registered block view from registry.ts', () => {
    expect([...modules.keys()].sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it('declares every block whose view reaches a client component', () => {
    const undeclared = [...reached]
      .filter(([type]) => !Object.hasOwn(ISLAND_BLOCKS, type))
      .flatMap(([type, clients]) => {
        const allowed = SHARES_A_MODULE_WITH_AN_ISLAND[type] ?? [];
        const extra = clients.filter((client) => !allowed.includes(client));
        return extra.length > 0 ? [`${type} reaches ${extra.join(', ')}`] : [];
      });
    expect(undeclared, 'add these types to ISLAND_BLOCKS in src/blocks/islands.ts').toEqual([]);
  });

  it('declares no block that has no client component (the list cannot go stale)', () => {
    for (const type of Object.keys(ISLAND_BLOCKS)) expect(reached.get(type), type).not.toEqual([]);
    for (const type of Object.keys(SHARES_A_MODULE_WITH_AN_ISLAND)) expect(reached.get(type), type).not.toEqual([]);
  });

  it('covers every client component in the block folders', () => {
    const fromIslands = new Set(Object.keys(ISLAND_BLOCKS).flatMap((type) => reached.get(type) ?? []));
    const clientFiles = clientModulesUnder(BLOCKS);
    expect(clientFiles.length).toBeGreaterThan(0);
    const uncovered = clientFiles.filter((file) => !fromIslands.has(file));
    expect(uncovered, 'a block folder holds a client component no declared island renders').toEqual([]);
  });
});

describe('pageIslandRuntime', () => {
  const content = [makeGroup({ type: 'hero' }), makeGroup({ type: 'richTextBlock' }), makeGroup({ type: 'cta' })];

  it('is none for content-only pages and own once one section has an island of its own', () => {
    expect(pageIslandRuntime(content, 'de')).toBe('none');
    expect(pageIslandRuntime([...content, makeGroup({ type: 'mediaGallery' })], 'de')).toBe('own');
    expect(pageIslandRuntime([...content, makeGroup({ type: 'contactForm' }), makeGroup({ type: 'contentSliderBoard' })], 'de')).toBe('own');
  });

  it("is own for every game screen, the play page's map included; a score tracker alone is plain HTML", () => {
    expect(pageIslandRuntime([makeGroup({ type: 'contactForm' }), makeGroup({ type: 'gameSetup' })], 'de')).toBe('own');
    expect(pageIslandRuntime([makeGroup({ type: 'gameSetup' }), makeGroup({ type: 'mapContainer' })], 'de')).toBe('own');
    expect(pageIslandRuntime([makeGroup({ type: 'mapContainer' })], 'de')).toBe('own');
    // In a drawer page the play screen's island renders it; on a hole page of its own it only says so.
    expect(pageIslandRuntime([makeGroup({ type: 'scoreTracker' }), makeGroup({ type: 'richTextBlock' })], 'de')).toBe('none');
  });

  it('ignores sections hidden in the language and unknown types', () => {
    const hidden = makeGroup({ type: 'contentSliderBoard', disallowedLanguages: ['de'] });
    expect(pageIslandRuntime([hidden], 'de')).toBe('none');
    expect(pageIslandRuntime([hidden], 'fr')).toBe('own');
    expect(pageIslandRuntime([makeGroup({ type: 'constructor' }), makeGroup({ type: 'nope' })], 'de')).toBe('none');
  });

  it('counts the team container only in its split layout (the grid is plain HTML)', () => {
    expect(sectionHasIsland(makeGroup({ type: 'teamContainer' }), 'de')).toBe(false);
    expect(sectionHasIsland(makeGroup({ type: 'teamContainer', options: { layout: 'split' } }), 'de')).toBe(true);
  });
});
