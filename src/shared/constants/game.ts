/** Urban-golf constants (spec §5.3, §9.2), named as the spec names them. */

/** A player's name is trimmed; empty names are ignored, long ones refused. */
export const PLAYER_NAME_MAX_LENGTH = 40;
export const GAME_NAME_MAX_LENGTH = 80;
/** Strokes per player and hole: the minus button clamps at 0; 99 is a generous upper bound. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 99;
/** A game has at most this many players (keeps state and SSE payloads small). */
export const MAX_PLAYERS_PER_GAME = 50;

export const GAME_CONFETTI_MS = 3000;
export const COUPON_CONFETTI_MS = 3000;
export const GAME_QR_SIZE = 180;
export const SHARE_COPIED_MS = 2000;
export const SHARE_TITLE = 'Urban Golf Game';
export const SHARE_TEXT = 'Join my Urban Golf game!';

/** The server sends an SSE comment this often so proxies and phones keep the stream open. */
export const GAME_EVENTS_HEARTBEAT_MS = 25_000;

/** Local storage key of the current game id; session storage key of the coupon-visited flag. */
export const CURRENT_GAME_STORAGE_KEY = 'urbanGolf.currentGameId';
export const COUPON_VISITED_SESSION_KEY = 'urbanGolf.couponVisited';
