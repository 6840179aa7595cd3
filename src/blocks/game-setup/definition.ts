import type { BlockDefinition } from '../types';

/** The game's screens outside the map: start, players, share, coupon (spec §2.2, option "game options"). */
export const gameSetupDefinition = {
  type: 'gameSetup',
  category: 'content',
  label: { de: 'Spiel', fr: 'Jeu' },
  slots: {},
  options: {
    gameOptions: {
      type: 'gameOptions',
      label: { de: 'Bildschirm', fr: 'Écran' },
      default: 'start',
      values: ['start', 'addPlayers', 'share', 'coupon'],
    },
  },
} as const satisfies BlockDefinition;
