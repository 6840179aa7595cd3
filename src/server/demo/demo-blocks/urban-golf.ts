import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { NewGroup, NewPage } from '../../services/pages/create-page';

/**
 * The demo's playable urban-golf course through Winterthur's old town: the five game pages
 * (start, players, share, play, coupon) and the map collection's pages, six holes with their
 * points and the ranking. The start page's slug is `game` in every language, so the game link
 * `/{locale}/game?id=…` lands on it.
 */
const text = (de: string, fr: string): FieldContent => ({ type: 'localizedSingleValue', values: { de, fr } });
const rich = (de: string, fr: string): FieldContent => ({ type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } });
const gameScreen = (screen: 'start' | 'addPlayers' | 'share' | 'coupon'): NewGroup => ({ type: 'gameSetup', options: { gameOptions: screen } });

type Point = [lat: number, lng: number];

/** Tee (start) and hole (end) of each hole; the last hole ends at the bar (party). */
const HOLES: Array<{ de: string; fr: string; aboutDe: string; aboutFr: string; tee: Point; hole: Point; party?: Point }> = [
  {
    de: 'Bahnhofplatz',
    fr: 'Place de la gare',
    aboutDe: 'Abschlag unter der Bahnhofsuhr, Ziel ist der Brunnen.',
    aboutFr: "Départ sous l'horloge de la gare, cible : la fontaine.",
    tee: [47.49995, 8.72405],
    hole: [47.49962, 8.72528],
  },
  {
    de: 'Steinberggasse',
    fr: 'Steinberggasse',
    aboutDe: 'Einmal längs durch die Gasse, ohne die Tische zu treffen.',
    aboutFr: 'Traversez la ruelle sans toucher les tables.',
    tee: [47.49948, 8.72596],
    hole: [47.49921, 8.72735],
  },
  {
    de: 'Stadtkirche',
    fr: 'Église de la ville',
    aboutDe: 'Um den Kirchplatz herum bis zum Portal.',
    aboutFr: "Autour de la place de l'église jusqu'au portail.",
    tee: [47.49953, 8.72818],
    hole: [47.49988, 8.72951],
  },
  {
    de: 'Obertor',
    fr: 'Obertor',
    aboutDe: 'Durch das alte Tor, der Ball darf die Schwelle berühren.',
    aboutFr: "À travers l'ancienne porte ; la balle peut toucher le seuil.",
    tee: [47.50008, 8.73045],
    hole: [47.50031, 8.73187],
  },
  {
    de: 'Stadtpark',
    fr: 'Parc de la ville',
    aboutDe: 'Auf dem Kiesweg bis zum Pavillon.',
    aboutFr: "Sur le chemin de gravier jusqu'au pavillon.",
    tee: [47.49957, 8.73242],
    hole: [47.49873, 8.73262],
  },
  {
    de: 'Neumarkt',
    fr: 'Neumarkt',
    aboutDe: 'Das Finale: über den Platz bis zur Bar, dort wartet das Getränk.',
    aboutFr: 'La finale : à travers la place jusqu’au bar, où la boisson vous attend.',
    tee: [47.49835, 8.73041],
    hole: [47.49802, 8.72874],
    party: [47.49818, 8.72842],
  },
];

const poi = (lat: number, lng: number, icon: 'start' | 'end' | 'party') => ({ latitude: lat.toFixed(5), longitude: lng.toFixed(5), icon });

export const urbanGolfHolePages: NewPage[] = HOLES.map((hole, index): NewPage => {
  const n = index + 1;
  const points = [poi(...hole.tee, 'start'), poi(...hole.hole, 'end'), ...(hole.party ? [poi(...hole.party, 'party')] : [])];
  return {
    slug: { de: `loch-${n}`, fr: `trou-${n}` },
    name: { de: `Loch ${n}: ${hole.de}`, fr: `Trou ${n} : ${hole.fr}` },
    collection: 'map',
    groups: [
      {
        type: 'mapDetails',
        options: { poi: { points } },
        fields: { title: { content: text(`Loch ${n}: ${hole.de}`, `Trou ${n} : ${hole.fr}`) }, description: { content: rich(hole.aboutDe, hole.aboutFr) } },
      },
      { type: 'scoreTracker', options: { scoreOptions: 'card' } },
    ],
  };
});

export const urbanGolfRankingPage: NewPage = {
  slug: { de: 'rangliste', fr: 'classement' },
  name: { de: 'Rangliste', fr: 'Classement' },
  collection: 'map',
  groups: [
    { type: 'mapDetails', options: { poi: { points: [] } }, fields: { title: { content: text('Rangliste', 'Classement') } } },
    { type: 'scoreTracker', options: { scoreOptions: 'table' } },
  ],
};

/** The route from the first tee through every hole, as [longitude, latitude] pairs. */
export const urbanGolfRoute: [number, number][] = HOLES.flatMap((hole) => [hole.tee, hole.hole]).map(([lat, lng]) => [lng, lat]);

export const urbanGolfPages: Record<'start' | 'edit' | 'share' | 'play' | 'coupon', NewPage> = {
  start: {
    slug: { de: 'game', fr: 'game' },
    name: { de: 'Urban Golf', fr: 'Urban Golf' },
    description: { de: 'Die digitale Spielkarte für Urban Golf in Winterthur.', fr: 'La carte de score numérique pour l’Urban Golf à Winterthour.' },
    specialKey: '~urban-golf-start',
    groups: [gameScreen('start')],
  },
  edit: {
    slug: { de: 'spieler', fr: 'joueurs' },
    name: { de: 'Spieler:innen', fr: 'Joueurs' },
    specialKey: '~urban-golf-edit',
    groups: [gameScreen('addPlayers')],
  },
  share: {
    slug: { de: 'teilen', fr: 'partager' },
    name: { de: 'Spiel teilen', fr: 'Partager la partie' },
    specialKey: '~urban-golf-share',
    groups: [gameScreen('share')],
  },
  play: {
    slug: { de: 'spielen', fr: 'jouer' },
    name: { de: 'Spielkarte', fr: 'Carte de score' },
    specialKey: '~urban-golf-play',
    groups: [{ type: 'mapContainer', options: { route: urbanGolfRoute } }],
  },
  coupon: {
    slug: { de: 'gutschein', fr: 'bon' },
    name: { de: 'Gutschein', fr: 'Bon' },
    specialKey: '~urban-golf-coupon',
    groups: [gameScreen('coupon')],
  },
};

/** Every page of the game, in the order they are created (holes before the ranking: course order). */
export const urbanGolfAllPages: NewPage[] = [...Object.values(urbanGolfPages), ...urbanGolfHolePages, urbanGolfRankingPage];
