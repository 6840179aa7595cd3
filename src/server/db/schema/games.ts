import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * Urban-golf games (spec §3.2, §7.3). No login: the id is the only secret, so it is 128 random
 * bits (base64url) made by the server, never a sequence.
 */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_site_idx').on(t.siteId, t.createdAt)],
);

/** Players of a game; the id is made on the device so an offline add replayed twice is one player. */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (game_id, id) is unique so scores can reference a player *of that game*.
  (t) => [unique('players_game_id_unique').on(t.gameId, t.id), index('players_game_created_idx').on(t.gameId, t.createdAt)],
);

/**
 * One score row per game, hole page and player. `client_updated_at` is when the score was entered
 * (on the device, or on arrival when the device did not say, never later than arrival): an upsert
 * only replaces a row whose time is not newer, so a device replaying old offline scores loses.
 */
export const holes = pgTable(
  'holes',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The course's hole page (a page id); not a foreign key, so re-publishing a course keeps games. */
    pageId: uuid('page_id').notNull(),
    playerId: uuid('player_id').notNull(),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.pageId, t.playerId] }),
    foreignKey({ name: 'holes_player_fk', columns: [t.gameId, t.playerId], foreignColumns: [players.gameId, players.id] }).onDelete('cascade'),
    check('holes_score_check', sql`${t.score} >= 0`),
  ],
);
