import { z } from 'zod';
import { GAME_NAME_MAX_LENGTH, PLAYER_NAME_MAX_LENGTH, SCORE_MAX, SCORE_MIN } from '../constants/game';

/**
 * The urban-golf API contract (spec §3.2, §5.3, §7.3), shared by the server routes and the game
 * screens. Validation messages are message keys (`GameMessageKey`) the client translates.
 */
export const GAME_MESSAGE_KEYS = ['playerNameRequired', 'playerNameTooLong', 'gameNameTooLong', 'scoreInvalid', 'scoreTooHigh', 'timeInvalid'] as const;
export type GameMessageKey = (typeof GAME_MESSAGE_KEYS)[number];
const key = (k: GameMessageKey) => k;

/**
 * Game ids are unguessable: base64url of 16 random bytes (128 bits), made by the server. Anyone
 * holding the id can play, so the id is the only secret; the API answers 404 for unknown ids.
 */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const ZGameId = z.string().regex(GAME_ID_PATTERN, 'game.unknownGame');
export type TGameId = z.infer<typeof ZGameId>;

/** Made on the device (crypto.randomUUID()), so a player added offline and replayed is one player. */
export const ZPlayerId = z.uuid();
/** A hole page of the course (the page's uuid). */
export const ZHolePageId = z.uuid();

const isoTime = z.iso.datetime({ offset: true, error: key('timeInvalid') });

/**
 * Trimmed, 1..40 characters; an empty name is a validation error (the UI ignores it before).
 * Line breaks and other control characters become spaces: a name is always one plain line.
 */
export const ZPlayerName = z
  .string({ error: key('playerNameRequired') })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  .transform((value) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
  .pipe(z.string().min(1, key('playerNameRequired')).max(PLAYER_NAME_MAX_LENGTH, key('playerNameTooLong')));

/** Strokes on one hole: whole numbers, negatives clamped to 0 (the minus button never goes below). */
export const ZScoreValue = z
  .number({ error: key('scoreInvalid') })
  .int(key('scoreInvalid'))
  .max(SCORE_MAX, key('scoreTooHigh'))
  .transform((value) => Math.max(SCORE_MIN, value));

// ── requests ──────────────────────────────────────────────────────────────────────────────────

/** Without a name the server names the game 'Game' plus its creation date (spec §3.2). */
export const ZCreateGameRequest = z.object({
  name: z.string().trim().min(1).max(GAME_NAME_MAX_LENGTH, key('gameNameTooLong')).optional(),
});
export type TCreateGameRequest = z.input<typeof ZCreateGameRequest>;

export const ZAddPlayerRequest = z.object({ id: ZPlayerId, name: ZPlayerName });
export type TAddPlayerRequest = z.input<typeof ZAddPlayerRequest>;

export const ZRenamePlayerRequest = z.object({ name: ZPlayerName });
export type TRenamePlayerRequest = z.input<typeof ZRenamePlayerRequest>;

/**
 * One score per game, hole page and player (upsert). `clientUpdatedAt` is when the player
 * entered it on the device: an offline device replaying it later does not overwrite a newer score.
 */
export const ZUpsertScoreRequest = z.object({
  pageId: ZHolePageId,
  playerId: ZPlayerId,
  score: ZScoreValue,
  clientUpdatedAt: isoTime.optional(),
});
export type TUpsertScoreRequest = z.input<typeof ZUpsertScoreRequest>;

// ── answers ───────────────────────────────────────────────────────────────────────────────────

export const ZGame = z.object({ id: ZGameId, name: z.string(), createdAt: z.iso.datetime({ offset: true }) });
export type TGame = z.infer<typeof ZGame>;

export const ZPlayer = z.object({ id: ZPlayerId, name: z.string(), createdAt: z.iso.datetime({ offset: true }) });
export type TPlayer = z.infer<typeof ZPlayer>;

export const ZScore = z.object({ pageId: ZHolePageId, playerId: ZPlayerId, score: z.number().int().min(SCORE_MIN) });
export type TScore = z.infer<typeof ZScore>;

/** Everything a device needs to show a game; players in the order they joined. */
export const ZGameState = z.object({ game: ZGame, players: z.array(ZPlayer), scores: z.array(ZScore) });
export type TGameState = z.infer<typeof ZGameState>;

/** `applied` is false when a newer score was already stored; `score` is then the stored one. */
export const ZUpsertScoreResult = z.object({ score: ZScore, applied: z.boolean() });
export type TUpsertScoreResult = z.infer<typeof ZUpsertScoreResult>;

/** Deleting is idempotent (offline replays): `deleted` says whether the player still existed. */
export const ZRemovePlayerResult = z.object({ playerId: ZPlayerId, deleted: z.boolean() });
export type TRemovePlayerResult = z.infer<typeof ZRemovePlayerResult>;

/** Paths under the API base (`/api/v1`). */
export const gameApiPaths = {
  create: '/games',
  state: (gameId: string) => `/games/${encodeURIComponent(gameId)}`,
  players: (gameId: string) => `/games/${encodeURIComponent(gameId)}/players`,
  player: (gameId: string, playerId: string) => `/games/${encodeURIComponent(gameId)}/players/${encodeURIComponent(playerId)}`,
  scores: (gameId: string) => `/games/${encodeURIComponent(gameId)}/scores`,
  events: (gameId: string) => `/games/${encodeURIComponent(gameId)}/events`,
} as const;
