export type IslandBuild = { runtime: string; hydrator: string; preload: string[]; islands: Record<string, string[]> };
export function buildIslands(options: { outDir: string }): Promise<IslandBuild>;
export function watchIslands(options: { outDir: string; onBuild: (built: IslandBuild | Error) => void }): Promise<{ dispose: () => Promise<void> }>;
