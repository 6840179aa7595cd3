import type { Locale } from '../locales';
import { textsByLocale } from './written-languages';

/** Texts the public site itself shows (not content): 404, sign-in, protected pages. */
export type PublicDictionary = {
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
  unknownSiteTitle: string;
  unknownSiteText: string;
  signInTitle: string;
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  signInFailed: string;
  signOut: string;
  editMode: string;
  viewLive: string;
  protectedTitle: string;
  protectedText: string;
  unlock: string;
  wrongPassword: string;
  noAccessTitle: string;
  noAccessText: string;
  skipToContent: string;
  tooManyAttempts: string;
  mainNavigation: string;
  legalNavigation: string;
  removedOnPublish: string;
  openMenu: string;
  closeMenu: string;
  search: string;
  openSearch: string;
  closeSearch: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  loginLink: string;
  submenu: string;
  phone: string;
};

const de: PublicDictionary = {
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es nicht oder nicht in dieser Sprache.',
  backHome: 'Zur Startseite',
  unknownSiteTitle: 'Keine Website unter dieser Adresse',
  unknownSiteText: 'Für diese Adresse ist keine Website eingerichtet.',
  signInTitle: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  signingIn: 'Anmelden …',
  signInFailed: 'E-Mail oder Passwort ist falsch.',
  signOut: 'Abmelden',
  editMode: 'Bearbeitungsmodus',
  viewLive: 'Live-Ansicht',
  protectedTitle: 'Geschützte Seite',
  protectedText: 'Diese Seite ist passwortgeschützt.',
  unlock: 'Öffnen',
  wrongPassword: 'Das Passwort ist falsch.',
  noAccessTitle: 'Kein Zugriff',
  noAccessText: 'Ihr Konto gehört nicht zu dieser Website.',
  skipToContent: 'Zum Inhalt springen',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
  mainNavigation: 'Hauptnavigation',
  legalNavigation: 'Rechtliches',
  removedOnPublish: 'Wird beim Veröffentlichen entfernt',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schliessen',
  search: 'Suche',
  openSearch: 'Suche öffnen',
  closeSearch: 'Suche schliessen',
  searchLabel: 'Suchbegriff',
  searchPlaceholder: 'Suchen …',
  searchSubmit: 'Suchen',
  loginLink: 'Zum Login',
  submenu: 'Untermenü',
  phone: 'Telefon',
};

const fr: PublicDictionary = {
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette page n'existe pas ou pas dans cette langue.",
  backHome: "Retour à l'accueil",
  unknownSiteTitle: 'Aucun site à cette adresse',
  unknownSiteText: "Aucun site n'est configuré pour cette adresse.",
  signInTitle: 'Connexion',
  email: 'E-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  signingIn: 'Connexion …',
  signInFailed: 'E-mail ou mot de passe incorrect.',
  signOut: 'Se déconnecter',
  editMode: 'Mode édition',
  viewLive: 'Vue en direct',
  protectedTitle: 'Page protégée',
  protectedText: 'Cette page est protégée par un mot de passe.',
  unlock: 'Ouvrir',
  wrongPassword: 'Le mot de passe est incorrect.',
  noAccessTitle: 'Accès refusé',
  noAccessText: "Votre compte n'appartient pas à ce site.",
  skipToContent: 'Aller au contenu',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter une minute.',
  mainNavigation: 'Navigation principale',
  legalNavigation: 'Mentions légales',
  removedOnPublish: 'Sera supprimé à la publication',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  search: 'Recherche',
  openSearch: 'Ouvrir la recherche',
  closeSearch: 'Fermer la recherche',
  searchLabel: 'Terme de recherche',
  searchPlaceholder: 'Rechercher …',
  searchSubmit: 'Rechercher',
  loginLink: 'Vers la connexion',
  submenu: 'Sous-menu',
  phone: 'Téléphone',
};

const it: PublicDictionary = {
  ...de,
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'Questa pagina non esiste o non in questa lingua.',
  backHome: 'Alla pagina iniziale',
  unknownSiteTitle: 'Nessun sito a questo indirizzo',
  unknownSiteText: 'Per questo indirizzo non è configurato alcun sito.',
  signInTitle: 'Accedi',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Accedi',
  signingIn: 'Accesso …',
  signInFailed: 'E-mail o password errata.',
  signOut: 'Esci',
  editMode: 'Modalità modifica',
  viewLive: 'Vista live',
  protectedTitle: 'Pagina protetta',
  protectedText: 'Questa pagina è protetta da password.',
  unlock: 'Apri',
  wrongPassword: 'La password è errata.',
  noAccessTitle: 'Accesso negato',
  noAccessText: 'Il tuo account non appartiene a questo sito.',
  skipToContent: 'Vai al contenuto',
  tooManyAttempts: 'Troppi tentativi. Attendi un minuto.',
  mainNavigation: 'Navigazione principale',
  legalNavigation: 'Note legali',
  removedOnPublish: 'Verrà rimosso alla pubblicazione',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  search: 'Ricerca',
  openSearch: 'Apri la ricerca',
  closeSearch: 'Chiudi la ricerca',
  searchLabel: 'Termine di ricerca',
  searchPlaceholder: 'Cerca …',
  searchSubmit: 'Cerca',
  loginLink: 'Al login',
  submenu: 'Sottomenu',
  phone: 'Telefono',
};

const en: PublicDictionary = {
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist, or not in this language.',
  backHome: 'Go to the home page',
  unknownSiteTitle: 'No website at this address',
  unknownSiteText: 'No website is set up for this address.',
  signInTitle: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in …',
  signInFailed: 'Wrong e-mail or password.',
  signOut: 'Sign out',
  editMode: 'Edit mode',
  viewLive: 'Live view',
  protectedTitle: 'Protected page',
  protectedText: 'This page is password protected.',
  unlock: 'Open',
  wrongPassword: 'The password is wrong.',
  noAccessTitle: 'No access',
  noAccessText: 'Your account does not belong to this website.',
  skipToContent: 'Skip to content',
  tooManyAttempts: 'Too many attempts. Please wait a minute.',
  mainNavigation: 'Main navigation',
  legalNavigation: 'Legal',
  removedOnPublish: 'Removed when published',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  search: 'Search',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  searchLabel: 'Search term',
  searchPlaceholder: 'Search …',
  searchSubmit: 'Search',
  loginLink: 'Go to login',
  submenu: 'Submenu',
  phone: 'Phone',
};

const DICTIONARIES = textsByLocale({ de, fr, it, en });

export function publicDictionary(locale: Locale): PublicDictionary {
  return DICTIONARIES[locale];
}
