import type { GameMessageKey } from '../shared/game/schemas';

/**
 * The urban-golf game's own small dictionary (editor-panels §9): German, French and English.
 * German texts are the spec's (§2.2, §9.2); other site languages fall back to German.
 */
export type GameTexts = {
  title: string;
  caption: string;
  startGame: string;
  starting: string;
  continueGame: string;
  loadingGame: string;
  gameNotFound: string;
  playersTitle: string;
  addPlayerPlaceholder: string;
  addPlayerLabel: string;
  addPlayer: string;
  editPlayer: (name: string) => string;
  playerNameLabel: string;
  removePlayer: (name: string) => string;
  noPlayers: string;
  toGame: string;
  shareTitle: string;
  shareIntro: string;
  qrLabel: string;
  qrPlaceholder: string;
  share: string;
  copied: string;
  goToGame: string;
  waitingForPlayers: string;
  strokes: string;
  increase: (name: string) => string;
  decrease: (name: string) => string;
  rank: string;
  player: string;
  total: string;
  missingScores: string;
  toCoupon: string;
  rankingTitle: string;
  holeLabel: (n: number) => string;
  couponTitle: string;
  congratulations: (name: string) => string;
  freeDrink: string;
  gameDate: (date: string) => string;
  backToMap: string;
  noWinner: string;
  drawerLabel: string;
  pages: string;
  goToPage: (n: number, title: string) => string;
  previousPage: string;
  nextPage: string;
  expand: string;
  back: string;
  dotStatus: Record<'active' | 'noScores' | 'partial' | 'complete', string>;
  mapLabel: string;
  mapUnavailable: string;
  mapLoading: string;
  darkMap: string;
  lightMap: string;
  trackLocation: string;
  stopTracking: string;
  locationTooltip: string;
  closeTooltip: string;
  openHole: (title: string) => string;
  offline: string;
  pendingChanges: (count: number) => string;
  poiListTitle: string;
  poiIcons: Record<'start' | 'end' | 'party' | 'default', string>;
  latitude: string;
  longitude: string;
  onlyInCourse: string;
  messages: Record<GameMessageKey, string>;
};

const de: GameTexts = {
  title: "Rock'n'hole!",
  caption: 'Digitale Spielkarte Urban Golf Winterthur',
  startGame: 'Spiel starten',
  starting: 'Spiel wird erstellt…',
  continueGame: 'Weiterspielen',
  loadingGame: 'Spiel wird geladen…',
  gameNotFound: 'Dieses Spiel gibt es nicht mehr. Starte ein neues!',
  playersTitle: 'Spieler:innen',
  addPlayerPlaceholder: 'Hinzufügen',
  addPlayerLabel: 'Spieler:in hinzufügen',
  addPlayer: 'Hinzufügen',
  editPlayer: (name) => `${name} umbenennen`,
  playerNameLabel: 'Name',
  removePlayer: (name) => `${name} entfernen`,
  noPlayers: 'Noch keine Spieler:innen.',
  toGame: 'Zum Spiel',
  shareTitle: 'Spiel teilen',
  shareIntro: 'Scannt den QR-Code, damit euer Team mitspielen kann.',
  qrLabel: 'QR-Code des Spiel-Links',
  qrPlaceholder: 'Hier erscheint der QR-Code des Spiels',
  share: 'Teilen',
  copied: 'Kopiert!',
  goToGame: 'Los geht’s',
  waitingForPlayers: 'Warte auf Spieler:innen…',
  strokes: 'Schläge',
  increase: (name) => `Schlag für ${name} hinzufügen`,
  decrease: (name) => `Schlag für ${name} abziehen`,
  rank: 'Rang',
  player: 'Spieler:in',
  total: 'Total',
  missingScores: '* Es fehlen noch Schläge.',
  toCoupon: 'Zum Gutschein',
  rankingTitle: 'Rangliste',
  holeLabel: (n) => `Loch ${n}`,
  couponTitle: 'Gutschein',
  congratulations: (name) => `Herzlichen Glückwunsch, ${name}!`,
  freeDrink: 'Dieser Gutschein ist ein Getränk gratis wert. Zeig ihn an der Bar.',
  gameDate: (date) => `Gespielt am ${date}`,
  backToMap: 'Zurück zur Karte',
  noWinner: 'Noch kein Sieg',
  drawerLabel: 'Spielkarte',
  pages: 'Seiten',
  goToPage: (n, title) => `Seite ${n}: ${title}`,
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  expand: 'Aufklappen',
  back: 'Zurück',
  dotStatus: { active: 'aktuell', noScores: 'keine Schläge', partial: 'teilweise gespielt', complete: 'fertig gespielt' },
  mapLabel: 'Karte des Parcours',
  mapUnavailable: 'Die Karte kann auf diesem Gerät nicht angezeigt werden. Die Spielkarte funktioniert trotzdem.',
  mapLoading: 'Karte wird geladen…',
  darkMap: 'Dunkle Karte',
  lightMap: 'Helle Karte',
  trackLocation: 'Meinen Standort zeigen',
  stopTracking: 'Standort ausblenden',
  locationTooltip: 'Tippe hier, um deinen Standort auf der Karte zu sehen.',
  closeTooltip: 'Hinweis schliessen',
  openHole: (title) => `${title} öffnen`,
  offline: 'Offline – deine Eingaben werden gesendet, sobald du wieder Empfang hast.',
  pendingChanges: (count) => (count === 1 ? '1 Eingabe wartet auf Empfang' : `${count} Eingaben warten auf Empfang`),
  poiListTitle: 'Punkte auf der Karte',
  poiIcons: { start: 'Start', end: 'Ziel', party: 'Party', default: 'Punkt' },
  latitude: 'Breite',
  longitude: 'Länge',
  onlyInCourse: 'Die Schläge werden auf den Seiten der Spielkarte erfasst.',
  messages: {
    playerNameRequired: 'Bitte gib einen Namen ein.',
    playerNameTooLong: 'Der Name ist zu lang.',
    gameNameTooLong: 'Der Spielname ist zu lang.',
    scoreInvalid: 'Ungültige Anzahl Schläge.',
    scoreTooHigh: 'So viele Schläge? Höchstens 99.',
    timeInvalid: 'Ungültige Zeit.',
  },
};

const fr: GameTexts = {
  title: "Rock'n'hole!",
  caption: 'Carte de score numérique Urban Golf Winterthour',
  startGame: 'Commencer la partie',
  starting: 'Création de la partie…',
  continueGame: 'Reprendre la partie',
  loadingGame: 'Chargement de la partie…',
  gameNotFound: "Cette partie n'existe plus. Commencez-en une nouvelle !",
  playersTitle: 'Joueuses et joueurs',
  addPlayerPlaceholder: 'Ajouter',
  addPlayerLabel: 'Ajouter une joueuse ou un joueur',
  addPlayer: 'Ajouter',
  editPlayer: (name) => `Renommer ${name}`,
  playerNameLabel: 'Nom',
  removePlayer: (name) => `Retirer ${name}`,
  noPlayers: 'Pas encore de joueurs.',
  toGame: 'Vers la partie',
  shareTitle: 'Partager la partie',
  shareIntro: 'Scannez le code QR pour que votre équipe puisse jouer.',
  qrLabel: 'Code QR du lien de la partie',
  qrPlaceholder: 'Le code QR de la partie apparaîtra ici',
  share: 'Partager',
  copied: 'Copié !',
  goToGame: "C'est parti",
  waitingForPlayers: 'En attente de joueurs…',
  strokes: 'Coups',
  increase: (name) => `Ajouter un coup pour ${name}`,
  decrease: (name) => `Retirer un coup pour ${name}`,
  rank: 'Rang',
  player: 'Joueur·euse',
  total: 'Total',
  missingScores: '* Il manque encore des coups.',
  toCoupon: 'Vers le bon',
  rankingTitle: 'Classement',
  holeLabel: (n) => `Trou ${n}`,
  couponTitle: 'Bon',
  congratulations: (name) => `Félicitations, ${name} !`,
  freeDrink: 'Ce bon vaut une boisson offerte. Montrez-le au bar.',
  gameDate: (date) => `Joué le ${date}`,
  backToMap: 'Retour à la carte',
  noWinner: 'Pas encore de victoire',
  drawerLabel: 'Carte de score',
  pages: 'Pages',
  goToPage: (n, title) => `Page ${n} : ${title}`,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  expand: 'Déplier',
  back: 'Retour',
  dotStatus: { active: 'actuelle', noScores: 'aucun coup', partial: 'partiellement jouée', complete: 'terminée' },
  mapLabel: 'Carte du parcours',
  mapUnavailable: "La carte ne peut pas s'afficher sur cet appareil. La carte de score fonctionne quand même.",
  mapLoading: 'Chargement de la carte…',
  darkMap: 'Carte sombre',
  lightMap: 'Carte claire',
  trackLocation: 'Afficher ma position',
  stopTracking: 'Masquer ma position',
  locationTooltip: 'Touchez ici pour voir votre position sur la carte.',
  closeTooltip: "Fermer l'astuce",
  openHole: (title) => `Ouvrir ${title}`,
  offline: 'Hors ligne – vos saisies seront envoyées dès que vous aurez du réseau.',
  pendingChanges: (count) => (count === 1 ? '1 saisie en attente de réseau' : `${count} saisies en attente de réseau`),
  poiListTitle: 'Points sur la carte',
  poiIcons: { start: 'Départ', end: 'Arrivée', party: 'Fête', default: 'Point' },
  latitude: 'Latitude',
  longitude: 'Longitude',
  onlyInCourse: 'Les coups se saisissent sur les pages de la carte de score.',
  messages: {
    playerNameRequired: 'Veuillez saisir un nom.',
    playerNameTooLong: 'Le nom est trop long.',
    gameNameTooLong: 'Le nom de la partie est trop long.',
    scoreInvalid: 'Nombre de coups invalide.',
    scoreTooHigh: 'Autant de coups ? 99 au maximum.',
    timeInvalid: 'Heure invalide.',
  },
};

const en: GameTexts = {
  title: "Rock'n'hole!",
  caption: 'Digital scorecard Urban Golf Winterthur',
  startGame: 'Start game',
  starting: 'Creating the game…',
  continueGame: 'Continue playing',
  loadingGame: 'Loading the game…',
  gameNotFound: 'This game no longer exists. Start a new one!',
  playersTitle: 'Players',
  addPlayerPlaceholder: 'Add',
  addPlayerLabel: 'Add a player',
  addPlayer: 'Add',
  editPlayer: (name) => `Rename ${name}`,
  playerNameLabel: 'Name',
  removePlayer: (name) => `Remove ${name}`,
  noPlayers: 'No players yet.',
  toGame: 'To the game',
  shareTitle: 'Share the game',
  shareIntro: 'Scan the QR code so your team can join.',
  qrLabel: 'QR code of the game link',
  qrPlaceholder: "The game's QR code appears here",
  share: 'Share',
  copied: 'Copied!',
  goToGame: "Let's go",
  waitingForPlayers: 'Waiting for players…',
  strokes: 'Strokes',
  increase: (name) => `Add a stroke for ${name}`,
  decrease: (name) => `Remove a stroke for ${name}`,
  rank: 'Rank',
  player: 'Player',
  total: 'Total',
  missingScores: '* Some strokes are still missing.',
  toCoupon: 'To the coupon',
  rankingTitle: 'Ranking',
  holeLabel: (n) => `Hole ${n}`,
  couponTitle: 'Coupon',
  congratulations: (name) => `Congratulations, ${name}!`,
  freeDrink: 'This coupon is worth a free drink. Show it at the bar.',
  gameDate: (date) => `Played on ${date}`,
  backToMap: 'Back to the map',
  noWinner: 'No winner yet',
  drawerLabel: 'Scorecard',
  pages: 'Pages',
  goToPage: (n, title) => `Page ${n}: ${title}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  expand: 'Expand',
  back: 'Back',
  dotStatus: { active: 'current', noScores: 'no strokes', partial: 'partly played', complete: 'complete' },
  mapLabel: 'Map of the course',
  mapUnavailable: 'The map cannot be shown on this device. The scorecard still works.',
  mapLoading: 'Loading the map…',
  darkMap: 'Dark map',
  lightMap: 'Light map',
  trackLocation: 'Show my location',
  stopTracking: 'Hide my location',
  locationTooltip: 'Tap here to see where you are on the map.',
  closeTooltip: 'Close the hint',
  openHole: (title) => `Open ${title}`,
  offline: 'Offline – your entries are sent as soon as you have a signal again.',
  pendingChanges: (count) => (count === 1 ? '1 entry waiting for a signal' : `${count} entries waiting for a signal`),
  poiListTitle: 'Points on the map',
  poiIcons: { start: 'Start', end: 'Finish', party: 'Party', default: 'Point' },
  latitude: 'Latitude',
  longitude: 'Longitude',
  onlyInCourse: 'Strokes are entered on the scorecard pages.',
  messages: {
    playerNameRequired: 'Please enter a name.',
    playerNameTooLong: 'The name is too long.',
    gameNameTooLong: 'The game name is too long.',
    scoreInvalid: 'Invalid number of strokes.',
    scoreTooHigh: 'That many strokes? 99 at most.',
    timeInvalid: 'Invalid time.',
  },
};

const DICTIONARIES: Partial<Record<string, GameTexts>> = { de, fr, en };

export function gameTexts(locale: string): GameTexts {
  return DICTIONARIES[locale] ?? de;
}

/** The game date in the locale's day/month/year form (spec §2.2), in Swiss time (§9.2: Europe/Berlin zone). */
export function formatGameDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const tag = locale === 'en' ? 'en-GB' : locale;
  return new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(date);
}
