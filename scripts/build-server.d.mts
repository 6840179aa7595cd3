export function buildServer(options: { outDir: string }): Promise<void>;
export function buildLiveRenderer(options: { outDir: string }): Promise<void>;
/** `onBuild` gets the path of the rebuilt live-render.mjs, or the error of a failed rebuild. */
export function watchLiveRenderer(options: { outDir: string; onBuild: (built: string | Error) => void }): Promise<{ dispose: () => Promise<void> }>;
