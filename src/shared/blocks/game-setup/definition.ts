import type { BlockDefinition } from '../types';

/** The game's screens outside the map: start, players, share, coupon (spec §2.2, option "game options"). */
export const gameSetupDefinition = {
  type: 'gameSetup',
  load: { kind: 'course', when: [{ option: 'gameOptions', operator: '=', value: 'coupon' }] },
  category: 'content',
  slots: {},
  options: {
    gameOptions: {
      type: 'gameOptions',
      default: 'start',
      values: ['start', 'addPlayers', 'share', 'coupon'],
    },
  },
} as const satisfies BlockDefinition;
