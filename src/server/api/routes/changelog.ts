import { ZChangelogAnswer, ZChangelogQuery, ZMarkChangelogSeenAnswer, ZMarkChangelogSeenRequest } from '../../../shared/schemas/changelog';
import { getDb } from '../../db/client';
import { listChangelog } from '../../services/changelog/list-changelog';
import { markChangelogSeen } from '../../services/changelog/mark-changelog-seen';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** What's new in Webbox: platform-wide entries, seen per person (the site of the Host plays no part). */
const readChangelog = defineRoute({
  method: 'get',
  path: '/changelog',
  auth: 'user',
  summary: "What's new: the entries this person has not seen (all with showAll=true), newest first",
  request: { query: ZChangelogQuery },
  responses: { 200: envelopeAnswer(ZChangelogAnswer, 'Entries in the asked editor language') },
  handler: async (c) => {
    const { language, showAll } = c.req.valid('query');
    return ok(c, await listChangelog(getDb(), { userId: c.get('user').id, language, showAll: showAll === 'true' }), 200);
  },
});

const markSeen = defineRoute({
  method: 'post',
  path: '/changelog',
  auth: 'user',
  summary: 'Mark the entries of these dates as shown to the signed-in person',
  request: { body: jsonBody(ZMarkChangelogSeenRequest) },
  responses: { 200: envelopeAnswer(ZMarkChangelogSeenAnswer, 'How many entries became seen'), 400: errorAnswer('Invalid dates') },
  handler: async (c) => ok(c, await markChangelogSeen(getDb(), { userId: c.get('user').id, dates: c.req.valid('json').dates }), 200),
});

export const changelogRoutes = [readChangelog, markSeen];
