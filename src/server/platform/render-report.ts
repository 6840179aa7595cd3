import { processSingleton } from './process-singleton';
/**
 * The Next page tells the Node server in front of it whether what it rendered may be cached.
 * Both run in one process: the server tags each request with an id header, the page reports
 * under that id, and the server reads the report when the response ends.
 */
export type IslandRuntime = 'none' | 'own';

export type RenderReport = {
  cacheable: boolean;
  tags: string[];
  locale: string;
  /** When set, a cached copy may only be served to requests carrying this cookie. */
  unlockCookie: { name: string; value: string } | null;
  /**
   * The HTTP status the page wants. Next answers 200 for pages it renders (and an empty
   * client-drawn shell for notFound()), so our localized 404 page sets its status this way.
   */
  status?: number;
  /**
   * What the page needs in the browser: `none` (no client island) or `own` (islands that hydrate
   * on roots of their own: the page gets the island runtime). Unset for the edit route's pages.
   */
  islands?: IslandRuntime;
};

function reports(): Map<string, RenderReport> {
  return processSingleton('render-reports', () => new Map<string, RenderReport>());
}

export function reportRender(requestId: string | null, report: RenderReport): void {
  if (requestId) reports().set(requestId, report);
}

export function peekRenderReport(requestId: string): RenderReport | undefined {
  return reports().get(requestId);
}

export function takeRenderReport(requestId: string): RenderReport | undefined {
  const report = reports().get(requestId);
  reports().delete(requestId);
  return report;
}
