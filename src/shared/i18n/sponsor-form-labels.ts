import type { Locale } from '../locales';
import type { SponsorOption } from '../schemas/forms/sponsor-form';
import type { FormButtonLabels } from './form-button-labels';
import { textsByLocale } from './written-languages';

/**
 * Visitor-facing labels of the sponsor booking form (spec §3.4, §4.1, §9.1). Validation messages
 * live in the shared form messages; these are the words around the fields.
 */
export type SponsorFormLabels = {
  requiredNote: string;
  optionsLegend: string;
  optionLabels: Record<SponsorOption, string>;
  fullyBooked: string;
  personsLegend: string;
  numberOfPersons: string;
  personsNames: string;
  aspectNumberOfPersons: string;
  aspectPersonsNames: string;
  perPerson: string;
  namesHint: string;
  contactLegend: string;
  company: string;
  contactName: string;
  phone: string;
  email: string;
  total: string;
  currency: string;
  honeypot: string;
  bookingClosed: string;
  sentNotice: string;
  editHint: string;
  buttons: FormButtonLabels;
};

const de: SponsorFormLabels = {
  requiredNote: 'Pflichtfelder sind mit * markiert.',
  optionsLegend: 'Sponsoring-Optionen',
  optionLabels: {
    hauptsponsor: 'Hauptsponsor',
    standprasenz6m: 'Standpräsenz 6 m²',
    standprasenz9m: 'Standpräsenz 9 m²',
    stehlunch: 'Stehlunch (1. Slot)',
    stehlunch2: 'Stehlunch (2. Slot)',
    nachmittagpause: 'Nachmittagspause',
    vormittagspause: 'Vormittagspause',
  },
  fullyBooked: 'Ausgebucht',
  personsLegend: 'Teilnehmende',
  numberOfPersons: 'Anzahl Personen',
  personsNames: 'Namen der Personen',
  aspectNumberOfPersons: 'Anzahl Personen am aspect-Programm',
  aspectPersonsNames: 'Namen der Personen am aspect-Programm',
  perPerson: 'pro Person',
  namesHint: 'Eine Person pro Zeile.',
  contactLegend: 'Kontakt',
  company: 'Firma',
  contactName: 'Kontaktperson',
  phone: 'Telefon',
  email: 'E-Mail',
  total: 'Total',
  currency: 'CHF',
  honeypot: 'Website (bitte leer lassen)',
  bookingClosed: 'Buchung geschlossen',
  sentNotice: 'Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung.',
  editHint: 'Im Bearbeitungsmodus wird das Formular nicht gesendet.',
  buttons: { submit: 'Verbindlich buchen', loading: 'Wird gesendet …', sent: 'Gesendet', error: 'Senden fehlgeschlagen' },
};

const fr: SponsorFormLabels = {
  requiredNote: 'Les champs obligatoires sont marqués d’un *.',
  optionsLegend: 'Options de sponsoring',
  optionLabels: {
    hauptsponsor: 'Sponsor principal',
    standprasenz6m: 'Présence sur stand 6 m²',
    standprasenz9m: 'Présence sur stand 9 m²',
    stehlunch: 'Lunch debout (1er créneau)',
    stehlunch2: 'Lunch debout (2e créneau)',
    nachmittagpause: 'Pause de l’après-midi',
    vormittagspause: 'Pause du matin',
  },
  fullyBooked: 'Complet',
  personsLegend: 'Participant·e·s',
  numberOfPersons: 'Nombre de personnes',
  personsNames: 'Noms des personnes',
  aspectNumberOfPersons: 'Nombre de personnes au programme aspect',
  aspectPersonsNames: 'Noms des personnes au programme aspect',
  perPerson: 'par personne',
  namesHint: 'Une personne par ligne.',
  contactLegend: 'Contact',
  company: 'Entreprise',
  contactName: 'Personne de contact',
  phone: 'Téléphone',
  email: 'E-mail',
  total: 'Total',
  currency: 'CHF',
  honeypot: 'Site web (laisser vide)',
  bookingClosed: 'Réservations closes',
  sentNotice: 'Merci pour votre réservation ! Vous recevrez bientôt une confirmation.',
  editHint: 'En mode édition, le formulaire n’est pas envoyé.',
  buttons: { submit: 'Réserver ferme', loading: 'Envoi en cours …', sent: 'Envoyé', error: 'Échec de l’envoi' },
};

const it: SponsorFormLabels = {
  requiredNote: 'I campi obbligatori sono contrassegnati con *.',
  optionsLegend: 'Opzioni di sponsorizzazione',
  optionLabels: {
    hauptsponsor: 'Sponsor principale',
    standprasenz6m: 'Presenza con stand 6 m²',
    standprasenz9m: 'Presenza con stand 9 m²',
    stehlunch: 'Pranzo in piedi (1° turno)',
    stehlunch2: 'Pranzo in piedi (2° turno)',
    nachmittagpause: 'Pausa pomeridiana',
    vormittagspause: 'Pausa mattutina',
  },
  fullyBooked: 'Esaurito',
  personsLegend: 'Partecipanti',
  numberOfPersons: 'Numero di persone',
  personsNames: 'Nomi delle persone',
  aspectNumberOfPersons: 'Numero di persone al programma aspect',
  aspectPersonsNames: 'Nomi delle persone al programma aspect',
  perPerson: 'a persona',
  namesHint: 'Una persona per riga.',
  contactLegend: 'Contatto',
  company: 'Azienda',
  contactName: 'Persona di contatto',
  phone: 'Telefono',
  email: 'E-mail',
  total: 'Totale',
  currency: 'CHF',
  honeypot: 'Sito web (lasciare vuoto)',
  bookingClosed: 'Prenotazioni chiuse',
  sentNotice: 'Grazie per la prenotazione! Riceverete a breve una conferma.',
  editHint: 'In modalità di modifica il modulo non viene inviato.',
  buttons: { submit: 'Prenota in modo vincolante', loading: 'Invio in corso …', sent: 'Inviato', error: 'Invio non riuscito' },
};

const en: SponsorFormLabels = {
  requiredNote: 'Required fields are marked with *.',
  optionsLegend: 'Sponsoring options',
  optionLabels: {
    hauptsponsor: 'Main sponsor',
    standprasenz6m: 'Stand presence 6 m²',
    standprasenz9m: 'Stand presence 9 m²',
    stehlunch: 'Standing lunch (1st slot)',
    stehlunch2: 'Standing lunch (2nd slot)',
    nachmittagpause: 'Afternoon break',
    vormittagspause: 'Morning break',
  },
  fullyBooked: 'Fully booked',
  personsLegend: 'Attendees',
  numberOfPersons: 'Number of persons',
  personsNames: 'Names of the persons',
  aspectNumberOfPersons: 'Number of persons at the aspect programme',
  aspectPersonsNames: 'Names of the persons at the aspect programme',
  perPerson: 'per person',
  namesHint: 'One person per line.',
  contactLegend: 'Contact',
  company: 'Company',
  contactName: 'Contact person',
  phone: 'Phone',
  email: 'E-mail',
  total: 'Total',
  currency: 'CHF',
  honeypot: 'Website (leave empty)',
  bookingClosed: 'Booking closed',
  sentNotice: 'Thank you for your booking! You will receive a confirmation shortly.',
  editHint: 'In edit mode the form is not sent.',
  buttons: { submit: 'Book now', loading: 'Sending …', sent: 'Sent', error: 'Sending failed' },
};

const LABELS = textsByLocale({ de, fr, it, en });

export function sponsorFormLabels(locale: Locale): SponsorFormLabels {
  return LABELS[locale];
}
