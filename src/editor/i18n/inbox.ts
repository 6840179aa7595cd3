import type { FormKind, MailStatus } from '@/shared/schemas/forms/inbox';
import type { Dictionary } from './index';

/** The form inbox: what visitors sent through the site's public forms. */
export type InboxTexts = {
  button: string;
  title: string;
  description: string;
  close: string;
  filter: string;
  allKinds: string;
  kinds: Record<FormKind, string>;
  exportCsv: string;
  loading: string;
  empty: string;
  loadFailed: string;
  retry: string;
  previous: string;
  next: string;
  /** "{page}" and "{pages}" are replaced. */
  pageOf: string;
  /** "{count}" is replaced. */
  total: string;
  showValues: string;
  mails: string;
  recipients: Record<'business' | 'visitor', string>;
  statuses: Record<MailStatus, string>;
  /** "{count}" is replaced. */
  attempts: string;
  lastError: string;
  resendMail: string;
  resendQueued: string;
  noMails: string;
  yes: string;
  no: string;
};

export const inboxDictionary: Dictionary<InboxTexts> = {
  de: {
    button: 'Anfragen',
    title: 'Anfragen',
    description: 'Was Besucherinnen und Besucher über die Formulare dieser Website gesendet haben, das Neueste zuerst.',
    close: 'Schliessen',
    filter: 'Formular',
    allKinds: 'Alle Formulare',
    kinds: { contact: 'Kontakt', sponsor: 'Sponsoring' },
    exportCsv: 'CSV exportieren',
    loading: 'Anfragen werden geladen …',
    empty: 'Noch keine Anfragen.',
    loadFailed: 'Die Anfragen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    pageOf: 'Seite {page} von {pages}',
    total: '{count} Anfragen',
    showValues: 'Angaben anzeigen',
    mails: 'E-Mails',
    recipients: { business: 'An das Geschäft', visitor: 'Bestätigung an' },
    statuses: { pending: 'ausstehend', sent: 'gesendet', failed: 'fehlgeschlagen' },
    attempts: '{count} Versuche',
    lastError: 'Letzter Fehler',
    resendMail: 'Erneut senden',
    resendQueued: 'Die E-Mail wird erneut gesendet.',
    noMails: 'Keine E-Mails',
    yes: 'Ja',
    no: 'Nein',
  },
  fr: {
    button: 'Demandes',
    title: 'Demandes',
    description: 'Ce que les visiteurs ont envoyé via les formulaires de ce site, les plus récentes en premier.',
    close: 'Fermer',
    filter: 'Formulaire',
    allKinds: 'Tous les formulaires',
    kinds: { contact: 'Contact', sponsor: 'Sponsoring' },
    exportCsv: 'Exporter en CSV',
    loading: 'Chargement des demandes …',
    empty: 'Aucune demande pour le moment.',
    loadFailed: 'Les demandes n’ont pas pu être chargées.',
    retry: 'Réessayer',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageOf: 'Page {page} sur {pages}',
    total: '{count} demandes',
    showValues: 'Afficher les données',
    mails: 'E-mails',
    recipients: { business: 'À l’entreprise', visitor: 'Confirmation à' },
    statuses: { pending: 'en attente', sent: 'envoyé', failed: 'échec' },
    attempts: '{count} tentatives',
    lastError: 'Dernière erreur',
    resendMail: 'Renvoyer',
    resendQueued: "L'e-mail sera renvoyé.",
    noMails: 'Aucun e-mail',
    yes: 'Oui',
    no: 'Non',
  },
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
