import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import {
  ZAddPlayerRequest,
  ZCreateGameRequest,
  ZGame,
  ZGameState,
  ZPlayer,
  ZRemovePlayerResult,
  ZRenamePlayerRequest,
  ZUpsertScoreRequest,
  ZUpsertScoreResult,
} from '../../../shared/game/schemas';
import { getDb } from '../../db/client';
import { requestClientAddress } from '../../platform/client-address';
import { getConfig } from '../../platform/config';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { addPlayer } from '../../services/games/add-player';
import { createGame } from '../../services/games/create-game';
import { requireGame } from '../../services/games/game-records';
import { loadGameState } from '../../services/games/load-game-state';
import { removePlayer } from '../../services/games/remove-player';
import { renamePlayer } from '../../services/games/rename-player';
import { upsertScore } from '../../services/games/upsert-score';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, fail, ok } from '../envelope';
import { streamGameEvents } from '../game-event-stream';
import { validationHook } from '../validation-hook';

export type GamesApiOptions = {
  /** The bus events go to and streams listen on; the process-wide one by default. */
  eventBus?: EventBus;
  /** Games one address may create per minute on a site. */
  createLimitPerMinute?: number;
  /** Player and score changes one address may send per minute on a site. */
  mutationLimitPerMinute?: number;
  heartbeatMs?: number;
  /** Event streams one address may hold open on a site at once (a family on one Wi-Fi shares an address). */
  streamsPerAddress?: number;
};

const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ZErrorEnvelope } } },
  404: { description: 'Unknown game (or player) on this site: the client forgets its stored game id', content: { 'application/json': { schema: ZErrorEnvelope } } },
  429: { description: 'Too many requests from this address', content: { 'application/json': { schema: ZErrorEnvelope } } },
};
const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  ...errors,
});
const created = <T extends z.ZodType>(data: T, description: string) => ({
  201: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  ...errors,
});

// Any string is accepted here: a malformed stored id answers 404 like an unknown one, never 400.
const ZGameParams = z.object({ id: z.string().max(100) });
const ZPlayerParams = ZGameParams.extend({ playerId: z.uuid() });

/** The urban-golf game: no login, the unguessable game id is the key; tenant from Host. */
export function createGamesApi(options: GamesApiOptions = {}) {
  const bus = () => options.eventBus ?? getEventBus();
  // Open event streams per site and address, so one client cannot hold unbounded connections.
  const openStreams = new Map<string, number>();
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const perAddress = (limit: number, message: string) =>
    rateLimiter<ApiEnv>({
      windowMs: 60_000,
      limit,
      keyGenerator: (c) => `${c.get('site').id}:${requestClientAddress(c)}`,
      handler: (c) => fail(c, 429, message),
    });
  const createLimit = perAddress(options.createLimitPerMinute ?? 10, 'Too many games started from this address; try again in a minute');
  const mutationLimit = perAddress(options.mutationLimitPerMinute ?? 120, 'Too many changes from this address; try again in a minute');
  api.on('POST', '/games', createLimit);
  api.on(['POST', 'PATCH', 'DELETE', 'PUT'], ['/games/:id/players', '/games/:id/players/:playerId', '/games/:id/scores'], mutationLimit);

  api.openapi(
    createRoute({
      method: 'post',
      path: '/games',
      summary: 'Start a game (named "Game" and the date unless a name is given)',
      request: { body: { content: { 'application/json': { schema: ZCreateGameRequest } }, required: false } },
      responses: created(ZGame, 'Created'),
    }),
    async (c) => {
      const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
      return ok(c, await createGame(getDb(), { siteId: c.get('site').id, name: body.name }), 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/games/{id}',
      summary: 'The game with its players and scores',
      request: { params: ZGameParams },
      responses: answers(ZGameState, 'The game state'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return ok(c, await loadGameState(getDb(), { siteId: c.get('site').id, gameId: id }));
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/games/{id}/players',
      summary: 'Add a player (idempotent by the id the device made)',
      request: { params: ZGameParams, body: jsonBody(ZAddPlayerRequest) },
      responses: {
        ...answers(ZPlayer, 'Already added (a replay)'),
        201: { description: 'Added', content: { 'application/json': { schema: envelopeOf(ZPlayer) } } },
        409: { description: 'The id belongs to another game, or the game is full', content: { 'application/json': { schema: ZErrorEnvelope } } },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const player = c.req.valid('json');
      const result = await addPlayer(getDb(), { siteId: c.get('site').id, gameId: id, player, bus: bus() });
      return result.created ? ok(c, result.player, 201) : ok(c, result.player, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'patch',
      path: '/games/{id}/players/{playerId}',
      summary: "Rename a player",
      request: { params: ZPlayerParams, body: jsonBody(ZRenamePlayerRequest) },
      responses: answers(ZPlayer, 'Renamed'),
    }),
    async (c) => {
      const { id, playerId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return ok(c, await renamePlayer(getDb(), { siteId: c.get('site').id, gameId: id, playerId, name, bus: bus() }));
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/games/{id}/players/{playerId}',
      summary: 'Remove a player and their scores (idempotent)',
      request: { params: ZPlayerParams },
      responses: answers(ZRemovePlayerResult, 'Removed, or already gone'),
    }),
    async (c) => {
      const { id, playerId } = c.req.valid('param');
      return ok(c, await removePlayer(getDb(), { siteId: c.get('site').id, gameId: id, playerId, bus: bus() }));
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/games/{id}/scores',
      summary: "Set a player's strokes on a hole (one row per game, page and player; last writer wins by clientUpdatedAt)",
      request: { params: ZGameParams, body: jsonBody(ZUpsertScoreRequest) },
      responses: answers(ZUpsertScoreResult, 'Stored, or an older write ignored (applied: false, the stored score)'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return ok(c, await upsertScore(getDb(), { siteId: c.get('site').id, gameId: id, ...body, bus: bus() }));
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/games/{id}/events',
      summary: "Server-Sent Events of this game only: ready, player.inserted|updated|deleted, score.upserted",
      request: { params: ZGameParams },
      responses: {
        200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        404: errors[404],
        429: errors[429],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const game = await requireGame(getDb(), { siteId: c.get('site').id, gameId: id });
      const address = `${c.get('site').id}:${requestClientAddress(c)}`;
      const open = openStreams.get(address) ?? 0;
      if (open >= (options.streamsPerAddress ?? getConfig().GAME_STREAMS_PER_ADDRESS)) return fail(c, 429, 'Too many open game connections from this address; close another tab and try again');
      openStreams.set(address, open + 1);
      const onClose = () => {
        const left = (openStreams.get(address) ?? 1) - 1;
        if (left > 0) openStreams.set(address, left);
        else openStreams.delete(address);
      };
      return streamGameEvents(c, { bus: bus(), gameId: game.id, heartbeatMs: options.heartbeatMs, onClose });
    },
  );

  return api;
}
