export const SITE_CSS_SOURCE: string;
export const SITE_CSS_PREFIX: string;
export type SiteCssBuild = { stylesheet: string };
export class CssBuildError extends Error {}
export function sheetProblem(css: string): string | null;
export function buildSiteCss(options: { outDir: string; source?: string }): Promise<SiteCssBuild>;
export function watchSiteCss(options: {
  outDir: string;
  source?: string;
  onBuild: (built: SiteCssBuild | Error) => void;
}): Promise<{ dispose: () => Promise<void> }>;
