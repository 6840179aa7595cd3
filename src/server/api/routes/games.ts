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
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { addPlayer } from '../../services/games/add-player';
import { createGame } from '../../services/games/create-game';
import { requireGame } from '../../services/games/game-records';
import { loadGameState } from '../../services/games/load-game-state';
import { removePlayer } from '../../services/games/remove-player';
import { renamePlayer } from '../../services/games/rename-player';
import { upsertScore } from '../../services/games/upsert-score';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import type { RedisSource } from '../../platform/limits/redis';
import { sharedStreamSlots } from '../../platform/limits/stream-slots';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { streamGameEvents } from '../game-event-stream';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

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
  /** Where the limits count across instances (`REDIS_URL` by default; a test gives each app its own connection). */
  redis?: RedisSource;
};

const errors = {
  400: errorAnswer('Invalid input'),
  404: errorAnswer('Unknown game (or player) on this site: the client forgets its stored game id'),
  429: errorAnswer('Too many requests from this address'),
};
const answers = <T extends z.ZodType>(data: T, description: string) => ({ 200: envelopeAnswer(data, description), ...errors });
const created = <T extends z.ZodType>(data: T, description: string) => ({ 201: envelopeAnswer(data, description), ...errors });

// Any string is accepted here: a malformed stored id answers 404 like an unknown one, never 400.
const ZGameParams = z.object({ id: z.string().max(100) });
const ZPlayerParams = ZGameParams.extend({ playerId: z.uuid() });

/** The urban-golf game: no login, the unguessable game id is the key; tenant from Host. */
export function gameRoutes(options: GamesApiOptions = {}) {
  const bus = () => options.eventBus ?? getEventBus();
  // Open event streams per site and address, so one client cannot hold unbounded connections.
  const streamSlots = sharedStreamSlots(options.redis);
  const perAddress = (limit: number, key: 'game.tooManyGames' | 'game.tooManyChanges') =>
    sharedRateLimiter<ApiEnv>({
      name: key === 'game.tooManyGames' ? 'game-create' : 'game-change',
      ...(options.redis ? { redis: options.redis } : {}),
      windowMs: 60_000,
      limit,
      keyGenerator: (c) => `${c.get('site').id}:${requestClientAddress(c)}`,
      handler: () => {
        throw new AppError('TOO_MANY_REQUESTS', key);
      },
    });
  const createLimit = perAddress(options.createLimitPerMinute ?? 10, 'game.tooManyGames');
  // One counter for every player and score change of an address.
  const mutationLimit = perAddress(options.mutationLimitPerMinute ?? 120, 'game.tooManyChanges');

  const create = defineRoute({
    method: 'post',
    path: '/games',
    auth: 'public',
    summary: 'Start a game (named "Game" and the date unless a name is given)',
    request: { body: { content: { 'application/json': { schema: ZCreateGameRequest } }, required: false } },
    responses: created(ZGame, 'Created'),
    guards: [createLimit],
    handler: async (c) => {
      const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
      return ok(c, await createGame(getDb(), { siteId: c.get('site').id, name: body.name }), 201);
    },
  });

  const state = defineRoute({
    method: 'get',
    path: '/games/{id}',
    auth: 'public',
    summary: 'The game with its players and scores',
    request: { params: ZGameParams },
    responses: answers(ZGameState, 'The game state'),
    handler: async (c) => {
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return ok(c, await loadGameState(getDb(), { siteId: c.get('site').id, gameId: id }));
    },
  });

  const addPlayerRoute = defineRoute({
    method: 'post',
    path: '/games/{id}/players',
    auth: 'public',
    summary: 'Add a player (idempotent by the id the device made)',
    request: { params: ZGameParams, body: jsonBody(ZAddPlayerRequest) },
    responses: {
      ...answers(ZPlayer, 'Already added (a replay)'),
      201: envelopeAnswer(ZPlayer, 'Added'),
      409: errorAnswer('The id belongs to another game, or the game is full'),
    },
    guards: [mutationLimit],
    handler: async (c) => {
      const { id } = c.req.valid('param');
      const result = await addPlayer(getDb(), { siteId: c.get('site').id, gameId: id, player: c.req.valid('json'), bus: bus() });
      return result.created ? ok(c, result.player, 201) : ok(c, result.player, 200);
    },
  });

  const rename = defineRoute({
    method: 'patch',
    path: '/games/{id}/players/{playerId}',
    auth: 'public',
    summary: 'Rename a player',
    request: { params: ZPlayerParams, body: jsonBody(ZRenamePlayerRequest) },
    responses: answers(ZPlayer, 'Renamed'),
    guards: [mutationLimit],
    handler: async (c) => {
      const { id, playerId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return ok(c, await renamePlayer(getDb(), { siteId: c.get('site').id, gameId: id, playerId, name, bus: bus() }));
    },
  });

  const remove = defineRoute({
    method: 'delete',
    path: '/games/{id}/players/{playerId}',
    auth: 'public',
    summary: 'Remove a player and their scores (idempotent)',
    request: { params: ZPlayerParams },
    responses: answers(ZRemovePlayerResult, 'Removed, or already gone'),
    guards: [mutationLimit],
    handler: async (c) => {
      const { id, playerId } = c.req.valid('param');
      return ok(c, await removePlayer(getDb(), { siteId: c.get('site').id, gameId: id, playerId, bus: bus() }));
    },
  });

  const score = defineRoute({
    method: 'put',
    path: '/games/{id}/scores',
    auth: 'public',
    summary: "Set a player's strokes on a hole (one row per game, page and player; last writer wins by clientUpdatedAt)",
    request: { params: ZGameParams, body: jsonBody(ZUpsertScoreRequest) },
    responses: answers(ZUpsertScoreResult, 'Stored, or an older write ignored (applied: false, the stored score)'),
    guards: [mutationLimit],
    handler: async (c) => {
      const { id } = c.req.valid('param');
      return ok(c, await upsertScore(getDb(), { siteId: c.get('site').id, gameId: id, ...c.req.valid('json'), bus: bus() }));
    },
  });

  const events = defineRoute({
    method: 'get',
    path: '/games/{id}/events',
    auth: 'public',
    summary: 'Server-Sent Events of this game only: ready, player.inserted|updated|deleted, score.upserted',
    request: { params: ZGameParams },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
      404: errors[404],
      429: errors[429],
    },
    handler: async (c) => {
      const { id } = c.req.valid('param');
      const game = await requireGame(getDb(), { siteId: c.get('site').id, gameId: id });
      const address = `${c.get('site').id}:${requestClientAddress(c)}`;
      const slot = await streamSlots.acquire(address, options.streamsPerAddress ?? getConfig().GAME_STREAMS_PER_ADDRESS);
      if (!slot) throw new AppError('TOO_MANY_REQUESTS', 'game.tooManyStreams');
      return streamGameEvents(c, { bus: bus(), gameId: game.id, heartbeatMs: options.heartbeatMs, onClose: slot.release });
    },
  });

  return [create, state, addPlayerRoute, rename, remove, score, events];
}
