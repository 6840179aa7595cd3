import type { Locale } from '../../locales';
import { textsByLocale } from '../../i18n/written-languages';

/**
 * Validation and submission messages of the two public forms. The zod schemas carry these keys as
 * their messages; the React forms and the API translate them into the visitor's language, so the
 * same rule yields the same sentence on both sides.
 */
export const FORM_MESSAGE_KEYS = [
  'anredeRequired',
  'vornameRequired',
  'nachnameRequired',
  'plzRequired',
  'telefonRequired',
  'bevorzugterTerminRequired',
  'bevorzugteUhrzeitRequired',
  'emailInvalid',
  'existingCustomerRequired',
  'themesRequired',
  'themeUnavailable',
  'dateInvalid',
  'spamDetected',
  'tooLong',
  'lineBreaksNotAllowed',
  'personsCount',
  'personsNames',
  'companyRequired',
  'nameRequired',
  'phoneFormat',
  'emailFormat',
  'optionBooked',
  'bookingClosed',
  'rateLimited',
  'submitFailed',
  'formNotFound',
] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];
type FormMessages = Record<FormMessageKey, string>;

const de: FormMessages = {
  anredeRequired: 'Bitte wählen Sie eine Anrede.',
  vornameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
  nachnameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
  plzRequired: 'Bitte geben Sie Ihre Postleitzahl ein.',
  telefonRequired: 'Bitte geben Sie Ihre Telefonnummer ein.',
  bevorzugterTerminRequired: 'Bitte wählen Sie einen Wunschtermin.',
  bevorzugteUhrzeitRequired: 'Bitte wählen Sie eine Wunschzeit.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  existingCustomerRequired: 'Bitte geben Sie an, ob Sie bereits Kundin oder Kunde sind.',
  themesRequired: 'Bitte wählen Sie mindestens ein Thema.',
  themeUnavailable: 'Dieses Thema kann nicht gewählt werden.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum ein.',
  spamDetected: 'Spam detected',
  tooLong: 'Dieser Text ist zu lang.',
  lineBreaksNotAllowed: 'Zeilenumbrüche sind hier nicht erlaubt.',
  personsCount: 'Bitte geben Sie eine Anzahl von 0 oder mehr ein.',
  personsNames: 'Bitte geben Sie die Namen der Personen ein.',
  companyRequired: 'Bitte geben Sie Ihre Firma ein.',
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  phoneFormat: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  emailFormat: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  optionBooked: 'Diese Option ist ausgebucht.',
  bookingClosed: 'Die Buchung ist geschlossen.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
  submitFailed: 'Senden fehlgeschlagen. Bitte versuchen Sie es erneut.',
  formNotFound: 'Dieses Formular gibt es nicht mehr.',
};

const fr: FormMessages = {
  anredeRequired: 'Veuillez choisir une civilité.',
  vornameRequired: 'Veuillez saisir votre prénom.',
  nachnameRequired: 'Veuillez saisir votre nom.',
  plzRequired: 'Veuillez saisir votre code postal.',
  telefonRequired: 'Veuillez saisir votre numéro de téléphone.',
  bevorzugterTerminRequired: 'Veuillez choisir une date souhaitée.',
  bevorzugteUhrzeitRequired: 'Veuillez choisir une heure souhaitée.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  existingCustomerRequired: 'Veuillez indiquer si vous êtes déjà client·e.',
  themesRequired: 'Veuillez choisir au moins un thème.',
  themeUnavailable: 'Ce thème ne peut pas être choisi.',
  dateInvalid: 'Veuillez saisir une date valide.',
  spamDetected: 'Spam detected',
  tooLong: 'Ce texte est trop long.',
  lineBreaksNotAllowed: 'Les retours à la ligne ne sont pas autorisés ici.',
  personsCount: 'Veuillez saisir un nombre égal ou supérieur à 0.',
  personsNames: 'Veuillez saisir les noms des personnes.',
  companyRequired: 'Veuillez saisir votre entreprise.',
  nameRequired: 'Veuillez saisir votre nom.',
  phoneFormat: 'Veuillez saisir un numéro de téléphone valide.',
  emailFormat: 'Veuillez saisir une adresse e-mail valide.',
  optionBooked: 'Cette option est complète.',
  bookingClosed: 'Les réservations sont closes.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans une minute.',
  submitFailed: "L'envoi a échoué. Veuillez réessayer.",
  formNotFound: "Ce formulaire n'existe plus.",
};

const it: FormMessages = {
  anredeRequired: "Scegliete un'allocuzione.",
  vornameRequired: 'Inserite il vostro nome.',
  nachnameRequired: 'Inserite il vostro cognome.',
  plzRequired: 'Inserite il vostro NPA.',
  telefonRequired: 'Inserite il vostro numero di telefono.',
  bevorzugterTerminRequired: 'Scegliete una data desiderata.',
  bevorzugteUhrzeitRequired: "Scegliete un'ora desiderata.",
  emailInvalid: 'Inserite un indirizzo e-mail valido.',
  existingCustomerRequired: 'Indicate se siete già clienti.',
  themesRequired: 'Scegliete almeno un tema.',
  themeUnavailable: 'Questo tema non può essere scelto.',
  dateInvalid: 'Inserite una data valida.',
  spamDetected: 'Spam detected',
  tooLong: 'Questo testo è troppo lungo.',
  lineBreaksNotAllowed: 'Gli a capo non sono ammessi qui.',
  personsCount: 'Inserite un numero pari o superiore a 0.',
  personsNames: 'Inserite i nomi delle persone.',
  companyRequired: 'Inserite la vostra azienda.',
  nameRequired: 'Inserite il vostro nome.',
  phoneFormat: 'Inserite un numero di telefono valido.',
  emailFormat: 'Inserite un indirizzo e-mail valido.',
  optionBooked: 'Questa opzione è esaurita.',
  bookingClosed: 'Le prenotazioni sono chiuse.',
  rateLimited: 'Troppe richieste. Riprovate tra un minuto.',
  submitFailed: 'Invio non riuscito. Riprovate.',
  formNotFound: 'Questo modulo non esiste più.',
};

const en: FormMessages = {
  anredeRequired: 'Please choose a salutation.',
  vornameRequired: 'Please enter your first name.',
  nachnameRequired: 'Please enter your last name.',
  plzRequired: 'Please enter your postcode.',
  telefonRequired: 'Please enter your phone number.',
  bevorzugterTerminRequired: 'Please choose a preferred date.',
  bevorzugteUhrzeitRequired: 'Please choose a preferred time.',
  emailInvalid: 'Please enter a valid e-mail address.',
  existingCustomerRequired: 'Please tell us whether you are already a customer.',
  themesRequired: 'Please choose at least one topic.',
  themeUnavailable: 'This topic cannot be chosen.',
  dateInvalid: 'Please enter a valid date.',
  spamDetected: 'Spam detected',
  tooLong: 'This text is too long.',
  lineBreaksNotAllowed: 'Line breaks are not allowed here.',
  personsCount: 'Please enter a number of 0 or more.',
  personsNames: 'Please enter the names of the persons.',
  companyRequired: 'Please enter your company.',
  nameRequired: 'Please enter your name.',
  phoneFormat: 'Please enter a valid phone number.',
  emailFormat: 'Please enter a valid e-mail address.',
  optionBooked: 'This option is fully booked.',
  bookingClosed: 'Booking is closed.',
  rateLimited: 'Too many requests. Please try again in a minute.',
  submitFailed: 'Sending failed. Please try again.',
  formNotFound: 'This form no longer exists.',
};

const MESSAGES = textsByLocale({ de, fr, it, en });

export function isFormMessageKey(value: string): value is FormMessageKey {
  return (FORM_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The visitor-facing sentence for a schema message key; unknown keys fall back to the generic failure. */
export function formMessage(locale: Locale, key: string): string {
  return MESSAGES[locale][isFormMessageKey(key) ? key : 'submitFailed'];
}
