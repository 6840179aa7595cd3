/** The subset of V8's `.cpuprofile` format the summary reads. */
type CpuProfile = {
  nodes: { id: number; hitCount?: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
};

/**
 * Functions by self time (share of samples), grouped by name and file: where the CPU went.
 * File paths are cut to what follows `node_modules/` or the project's root, to stay readable.
 */
export function topSelfTime(profile: CpuProfile, limit: number): { share: string; fn: string }[] {
  const hits = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const count = node.hitCount ?? 0;
    if (count === 0) continue;
    total += count;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/(src|\.next)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    hits.set(key, (hits.get(key) ?? 0) + count);
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([fn, count]) => ({ share: `${((100 * count) / total).toFixed(1)}%`, fn }));
}
