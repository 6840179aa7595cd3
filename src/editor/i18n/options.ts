import type { BookingLinkType } from '@/editor/lib/booking-link';
import type { InlineValidationError } from '@/editor/lib/inline-validation';
import type { LinkType } from '@/editor/lib/link-value';
import type { PoiIcon } from '@/editor/lib/poi';
import type { Collection } from '@/shared/content/types';
import type { Dictionary } from './index';

/** Texts of the option editor and its controls (editor-core §3, §5, §8). */
export type OptionTexts = {
  panelTitle: string;
  close: string;
  save: string;
  cancel: string;
  clear: string;
  saving: string;
  saveFailed: (message: string) => string;
  genericError: string;
  noOptions: string;
  /** Kept in English in both languages, as the spec words it. */
  unknownOption: (label: string) => string;
  unknown: string;
  /** Names of enumerated option values; a value missing here shows as stored. */
  values: Record<string, string>;
  validation: Record<InlineValidationError, string>;
  increase: string;
  decrease: string;
  linkType: string;
  linkTypes: Record<LinkType, string>;
  linkInput: Record<Exclude<LinkType, 'page'>, string>;
  linkPlaceholders: Record<Exclude<LinkType, 'page'>, string>;
  bookingType: string;
  bookingTypes: Record<BookingLinkType, string>;
  bookingUrl: string;
  pageGroups: { navigation: string; topLevel: string; collections: string };
  collections: Record<Collection, string>;
  newNavigation: string;
  draft: string;
  noPages: string;
  selectedPage: string;
  mapRouteHint: string;
  poi: { latitude: string; longitude: string; icon: string; add: string; remove: (n: number) => string; point: (n: number) => string };
  poiIcons: Record<PoiIcon, string>;
  noLocations: string;
};

const de: OptionTexts = {
  panelTitle: 'Optionen',
  close: 'Schliessen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  clear: 'Entfernen',
  saving: 'Wird gespeichert…',
  saveFailed: (message) => `Speichern fehlgeschlagen: ${message}`,
  genericError: 'Ein Fehler ist aufgetreten',
  noOptions: 'Keine Optionen verfügbar',
  unknownOption: (label) => `Unknown Option: ${label}`,
  unknown: 'Unbekannt',
  values: {
    left: 'Links', center: 'Mitte', right: 'Rechts', top: 'Oben', bottom: 'Unten',
    default: 'Standard', mediaAboveText: 'Medien über Text', textAboveMedia: 'Text über Medien',
    transparent: 'Transparent', primary: 'Primär', secondary: 'Sekundär', background: 'Hintergrund', header: 'Kopfzeile',
    cover: 'Füllen', contain: 'Einpassen',
    grid: 'Raster', masonry: 'Mosaik', split: 'Geteilt', carousel: 'Karussell', avatar: 'Avatar',
    small: 'Klein', medium: 'Mittel', large: 'Gross',
    three: '3 Spalten', four: '4 Spalten', five: '5 Spalten', narrow: 'Schmal', wide: 'Breit',
    square: 'Quadratisch', portrait: 'Hochformat',
    'top-left': 'Oben links', 'top-right': 'Oben rechts', 'bottom-left': 'Unten links',
    'bottom-right': 'Unten rechts', 'center-left': 'Mitte links', 'center-right': 'Mitte rechts',
    card: 'Karte', table: 'Tabelle',
    start: 'Start', addPlayers: 'Spieler hinzufügen', share: 'Teilen', coupon: 'Gutschein',
  },
  validation: {
    number: 'Bitte gib eine gültige Nummer ein',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    phone: 'Bitte gib eine gültige Telefonnummer ein',
    url: 'Bitte gib eine gültige URL ein',
  },
  increase: 'Erhöhen',
  decrease: 'Verringern',
  linkType: 'Linktyp',
  linkTypes: { url: 'URL', phone: 'Telefon', email: 'E-Mail', page: 'Seite' },
  linkInput: { url: 'URL', phone: 'Telefonnummer', email: 'E-Mail-Adresse' },
  linkPlaceholders: { url: 'https://', phone: '+41 44 123 45 67', email: 'name@beispiel.ch' },
  bookingType: 'Buchungsart',
  bookingTypes: { eTermin: 'eTermin', healthOpticsBooking: 'Gesundheitsoptiker-Buchung', iframe: 'Eingebettet (iframe)' },
  bookingUrl: 'Buchungs-URL',
  pageGroups: { navigation: 'Navigation', topLevel: 'Hauptseiten', collections: 'Sammlungen' },
  collections: { team: 'Team', service: 'Dienstleistungen', testimonial: 'Kundenstimmen', map: 'Karten' },
  newNavigation: 'Neue Navigation',
  draft: 'Entwurf',
  noPages: 'Keine Seiten',
  selectedPage: 'Ausgewählt',
  mapRouteHint: 'Koordinatenpaare, JSON-Array oder GeoJSON (LineString) einfügen. Leer lassen entfernt die Route.',
  poi: {
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    icon: 'Symbol',
    add: 'Punkt hinzufügen',
    remove: (n) => `Punkt ${n} entfernen`,
    point: (n) => `Punkt ${n}`,
  },
  poiIcons: { start: 'Start', end: 'Ziel', party: 'Party' },
  noLocations: 'Keine Standorte verfügbar',
};

const fr: OptionTexts = {
  panelTitle: 'Options',
  close: 'Fermer',
  save: 'Enregistrer',
  cancel: 'Annuler',
  clear: 'Supprimer',
  saving: 'Enregistrement…',
  saveFailed: (message) => `Échec de l'enregistrement : ${message}`,
  genericError: 'Une erreur est survenue',
  noOptions: 'Aucune option disponible',
  unknownOption: (label) => `Unknown Option: ${label}`,
  unknown: 'Inconnu',
  values: {
    left: 'Gauche', center: 'Centre', right: 'Droite', top: 'Haut', bottom: 'Bas',
    default: 'Standard', mediaAboveText: 'Média au-dessus du texte', textAboveMedia: 'Texte au-dessus du média',
    transparent: 'Transparent', primary: 'Primaire', secondary: 'Secondaire', background: 'Arrière-plan', header: 'En-tête',
    cover: 'Remplir', contain: 'Ajuster',
    grid: 'Grille', masonry: 'Mosaïque', split: 'Divisé', carousel: 'Carrousel', avatar: 'Avatar',
    small: 'Petit', medium: 'Moyen', large: 'Grand',
    three: '3 colonnes', four: '4 colonnes', five: '5 colonnes', narrow: 'Étroit', wide: 'Large',
    square: 'Carré', portrait: 'Portrait',
    'top-left': 'En haut à gauche', 'top-right': 'En haut à droite', 'bottom-left': 'En bas à gauche',
    'bottom-right': 'En bas à droite', 'center-left': 'Centre gauche', 'center-right': 'Centre droite',
    card: 'Carte', table: 'Tableau',
    start: 'Démarrer', addPlayers: 'Ajouter des joueurs', share: 'Partager', coupon: 'Bon',
  },
  validation: {
    number: 'Veuillez saisir un nombre valide',
    email: 'Veuillez saisir une adresse e-mail valide',
    phone: 'Veuillez saisir un numéro de téléphone valide',
    url: 'Veuillez saisir une URL valide',
  },
  increase: 'Augmenter',
  decrease: 'Diminuer',
  linkType: 'Type de lien',
  linkTypes: { url: 'URL', phone: 'Téléphone', email: 'E-mail', page: 'Page' },
  linkInput: { url: 'URL', phone: 'Numéro de téléphone', email: 'Adresse e-mail' },
  linkPlaceholders: { url: 'https://', phone: '+41 21 123 45 67', email: 'nom@exemple.ch' },
  bookingType: 'Type de réservation',
  bookingTypes: { eTermin: 'eTermin', healthOpticsBooking: 'Réservation opticien santé', iframe: 'Intégré (iframe)' },
  bookingUrl: 'URL de réservation',
  pageGroups: { navigation: 'Navigation', topLevel: 'Pages principales', collections: 'Collections' },
  collections: { team: 'Équipe', service: 'Prestations', testimonial: 'Témoignages', map: 'Cartes' },
  newNavigation: 'Nouvelle navigation',
  draft: 'Brouillon',
  noPages: 'Aucune page',
  selectedPage: 'Sélectionnée',
  mapRouteHint: 'Collez des paires de coordonnées, un tableau JSON ou du GeoJSON (LineString). Vide supprime le tracé.',
  poi: {
    latitude: 'Latitude',
    longitude: 'Longitude',
    icon: 'Icône',
    add: 'Ajouter un point',
    remove: (n) => `Supprimer le point ${n}`,
    point: (n) => `Point ${n}`,
  },
  poiIcons: { start: 'Départ', end: 'Arrivée', party: 'Fête' },
  noLocations: 'Aucun emplacement disponible',
};

export const optionTexts: Dictionary<OptionTexts> = { de, fr };

/** The display name of an enumerated value, or the value itself when it has none. */
export function valueLabel(texts: OptionTexts, value: string): string {
  return texts.values[value] ?? value;
}
