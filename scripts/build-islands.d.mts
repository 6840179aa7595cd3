export const ISLANDS_OUT_DIR: string;
export type IslandBuild = { runtime: string; preload: string[]; islands: Record<string, string[]> };
export function buildIslands(): Promise<IslandBuild>;
export function watchIslands(options: { outDir: string; onBuild: (built: IslandBuild | Error) => void }): Promise<{ dispose: () => Promise<void> }>;
