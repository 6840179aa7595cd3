import { describe, expect, it } from 'vitest';
import { applyGameEvent, scoreOf } from './apply-event';
import { parseGameEvent } from './events';
import { GAME_ID_PATTERN, type TGameState, ZAddPlayerRequest, ZCreateGameRequest, ZUpsertScoreRequest, gameApiPaths } from './schemas';

const playerId = '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11';
const pageId = '0f3d5c8e-1b2a-4c6d-8e9f-a1b2c3d4e5f6';
const gameId = 'AbCdEfGhIjKlMnOpQrStUv';

describe('game request schemas', () => {
  it('trims player names and refuses empty and long ones', () => {
    expect(ZAddPlayerRequest.parse({ id: playerId, name: '  Anna  ' }).name).toBe('Anna');
    expect(ZAddPlayerRequest.safeParse({ id: playerId, name: '   ' }).error?.issues[0]?.message).toBe('playerNameRequired');
    expect(ZAddPlayerRequest.safeParse({ id: playerId, name: 'x'.repeat(41) }).error?.issues[0]?.message).toBe('playerNameTooLong');
    expect(ZAddPlayerRequest.safeParse({ id: playerId, name: 'x'.repeat(40) }).success).toBe(true);
  });

  it('needs a device-made uuid for a player', () => {
    expect(ZAddPlayerRequest.safeParse({ id: 'p1', name: 'Anna' }).success).toBe(false);
  });

  it('clamps negative scores to 0 and refuses fractions and more than 99', () => {
    expect(ZUpsertScoreRequest.parse({ pageId, playerId, score: -2 }).score).toBe(0);
    expect(ZUpsertScoreRequest.safeParse({ pageId, playerId, score: 1.5 }).success).toBe(false);
    expect(ZUpsertScoreRequest.safeParse({ pageId, playerId, score: 100 }).error?.issues[0]?.message).toBe('scoreTooHigh');
  });

  it('accepts an ISO time for clientUpdatedAt only', () => {
    expect(ZUpsertScoreRequest.safeParse({ pageId, playerId, score: 3, clientUpdatedAt: '2026-06-01T10:00:00.000Z' }).success).toBe(true);
    expect(ZUpsertScoreRequest.safeParse({ pageId, playerId, score: 3, clientUpdatedAt: 'yesterday' }).success).toBe(false);
  });

  it('makes the game name optional', () => {
    expect(ZCreateGameRequest.parse({})).toEqual({});
    expect(ZCreateGameRequest.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
  });

  it('accepts only 128-bit base64url game ids', () => {
    expect(GAME_ID_PATTERN.test(gameId)).toBe(true);
    expect(GAME_ID_PATTERN.test('short')).toBe(false);
    expect(gameApiPaths.events(gameId)).toBe(`/games/${gameId}/events`);
  });
});

describe('game events', () => {
  it('parses known events and ignores anything else', () => {
    expect(parseGameEvent(JSON.stringify({ type: 'ready', gameId }))).toEqual({ type: 'ready', gameId });
    expect(parseGameEvent(JSON.stringify({ type: 'score.upserted', gameId, score: { pageId, playerId, score: 3 } }))?.type).toBe('score.upserted');
    expect(parseGameEvent('{"type":"nope"}')).toBeNull();
    expect(parseGameEvent('not json')).toBeNull();
  });

  const state: TGameState = { game: { id: gameId, name: 'Game', createdAt: '2026-06-01T10:00:00.000Z' }, players: [], scores: [] };
  const anna = { id: playerId, name: 'Anna', createdAt: '2026-06-01T10:01:00.000Z' };

  it('applies events idempotently', () => {
    const inserted = applyGameEvent(state, { type: 'player.inserted', gameId, player: anna });
    expect(applyGameEvent(inserted, { type: 'player.inserted', gameId, player: anna })).toEqual(inserted);
    const scored = applyGameEvent(inserted, { type: 'score.upserted', gameId, score: { pageId, playerId, score: 3 } });
    const rescored = applyGameEvent(scored, { type: 'score.upserted', gameId, score: { pageId, playerId, score: 4 } });
    expect(rescored.scores).toEqual([{ pageId, playerId, score: 4 }]);
    expect(scoreOf(rescored.scores, pageId, playerId)).toBe(4);
    const renamed = applyGameEvent(rescored, { type: 'player.updated', gameId, player: { ...anna, name: 'Anna B' } });
    expect(renamed.players).toEqual([{ ...anna, name: 'Anna B' }]);
    const removed = applyGameEvent(renamed, { type: 'player.deleted', gameId, playerId });
    expect(removed.players).toEqual([]);
    expect(removed.scores).toEqual([]);
  });

  it('ignores events of another game', () => {
    expect(applyGameEvent(state, { type: 'player.inserted', gameId: 'ZZZZEfGhIjKlMnOpQrStUv', player: anna })).toBe(state);
  });
});
