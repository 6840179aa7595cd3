import type { IncomingMessage, ServerResponse } from 'node:http';
import { getTranslator } from '../../shared/i18n/catalogues';
import { isLocale } from '../../shared/locales';
import { countRateLimitRefusal } from '../platform/metrics/registry';
import { CLIENT_IP_HEADER } from '../platform/request-headers';
import type { SearchRateLimit } from '../services/search/search-rate-limit';
import { answerShortPage } from './malformed-request';

/**
 * An address already over its search limit gets the 429 notice from the front handler itself: a
 * flood of searches then costs no page render (the search page counts the searches it runs, see
 * `searchForVisitor`). The notice is in the language of the URL's locale segment.
 */
export async function refuseSearchFlood(req: IncomingMessage, res: ServerResponse, url: string, limit: SearchRateLimit): Promise<boolean> {
  const mark = url.indexOf('?');
  if (req.method !== 'GET' || mark === -1 || !new URLSearchParams(url.slice(mark + 1)).get('q')?.trim()) return false;
  if (!(await limit.isOver(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown')))) return false;
  countRateLimitRefusal('search');
  const segment = url.slice(1, mark).split('/')[0] ?? '';
  const locale = isLocale(segment) ? segment : 'en';
  const t = getTranslator(locale, 'public');
  answerShortPage(req, res, { status: 429, locale, title: t('search.heading'), text: t('search.tooManyRequests') });
  return true;
}
