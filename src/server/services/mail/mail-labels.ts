import type { ContactTheme } from '../../../shared/schemas/forms/contact-form';
import type { SponsorOption } from '../../../shared/schemas/forms/sponsor-form';

/** Languages the mails are written in; every other site language falls back (see mailLanguage). */
export type MailLanguage = 'de' | 'fr' | 'it' | 'en';

type ContactField =
  | 'anrede'
  | 'vorname'
  | 'nachname'
  | 'dateOfBirth'
  | 'strasse'
  | 'plz'
  | 'ort'
  | 'email'
  | 'telefon'
  | 'existingCustomer'
  | 'themes'
  | 'bevorzugterTermin'
  | 'bevorzugteUhrzeit'
  | 'fragenAnmerkungen';
type SponsorField = 'numberOfPersons' | 'personsNames' | 'aspectNumberOfPersons' | 'aspectPersonsNames' | 'company' | 'contactName' | 'phone' | 'email' | 'options' | 'total';

export type MailLabels = {
  contact: Record<ContactField, string>;
  sponsor: Record<SponsorField, string>;
  salutations: Record<'frau' | 'herr' | 'divers', string>;
  yesNo: Record<'ja' | 'nein', string>;
  themes: Record<ContactTheme, string>;
  sponsorOptions: Record<SponsorOption, string>;
};

const de: MailLabels = {
  contact: {
    anrede: 'Anrede',
    vorname: 'Vorname',
    nachname: 'Nachname',
    dateOfBirth: 'Geburtsdatum',
    strasse: 'Strasse',
    plz: 'PLZ',
    ort: 'Ort',
    email: 'E-Mail',
    telefon: 'Telefon',
    existingCustomer: 'Bereits Kundin/Kunde',
    themes: 'Themen',
    bevorzugterTermin: 'Wunschtermin',
    bevorzugteUhrzeit: 'Wunschzeit',
    fragenAnmerkungen: 'Fragen/Anmerkungen',
  },
  sponsor: {
    options: 'Gewählte Optionen',
    numberOfPersons: 'Anzahl Personen',
    personsNames: 'Namen der Personen',
    aspectNumberOfPersons: 'Anzahl Personen aspect',
    aspectPersonsNames: 'Namen der Personen aspect',
    company: 'Firma',
    contactName: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    total: 'Total',
  },
  salutations: { frau: 'Frau', herr: 'Herr', divers: 'Divers' },
  yesNo: { ja: 'Ja', nein: 'Nein' },
  themes: {
    brillenglasbestimmung: 'Brillenglasbestimmung',
    gesundheitscheck: 'Gesundheitscheck',
    analyseAuge: 'Analyse Auge',
    sehtestLernfahrgesuch: 'Sehtest Lernfahrgesuch',
    neuanpassungKontaktlinsen: 'Neuanpassung Kontaktlinsen',
    kontrolleKontaktlinsen: 'Kontrolle Kontaktlinsen',
    kontaktlinsenAbo: 'Kontaktlinsen-Abo',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Brillenberatung',
    brillenservice: 'Brillenservice',
    sonnenbrillenberatung: 'Sonnenbrillenberatung',
    myopieManagement: 'Myopie-Management',
    sonstiges: 'Sonstiges',
  },
  sponsorOptions: {
    hauptsponsor: 'Hauptsponsor',
    standprasenz6m: 'Standpräsenz 6 m²',
    standprasenz9m: 'Standpräsenz 9 m²',
    stehlunch: 'Stehlunch 1',
    stehlunch2: 'Stehlunch 2',
    nachmittagpause: 'Nachmittagspause',
    vormittagspause: 'Vormittagspause',
  },
};

const fr: MailLabels = {
  contact: {
    anrede: 'Civilité',
    vorname: 'Prénom',
    nachname: 'Nom',
    dateOfBirth: 'Date de naissance',
    strasse: 'Rue',
    plz: 'NPA',
    ort: 'Localité',
    email: 'E-mail',
    telefon: 'Téléphone',
    existingCustomer: 'Déjà client·e',
    themes: 'Thèmes',
    bevorzugterTermin: 'Date souhaitée',
    bevorzugteUhrzeit: 'Heure souhaitée',
    fragenAnmerkungen: 'Questions/remarques',
  },
  sponsor: {
    options: 'Options choisies',
    numberOfPersons: 'Nombre de personnes',
    personsNames: 'Noms des personnes',
    aspectNumberOfPersons: 'Nombre de personnes aspect',
    aspectPersonsNames: 'Noms des personnes aspect',
    company: 'Entreprise',
    contactName: 'Nom',
    phone: 'Téléphone',
    email: 'E-mail',
    total: 'Total',
  },
  salutations: { frau: 'Madame', herr: 'Monsieur', divers: 'Divers' },
  yesNo: { ja: 'Oui', nein: 'Non' },
  themes: {
    brillenglasbestimmung: 'Détermination des verres',
    gesundheitscheck: 'Check-up santé',
    analyseAuge: "Analyse de l'œil",
    sehtestLernfahrgesuch: "Test de vue pour permis d'élève conducteur",
    neuanpassungKontaktlinsen: 'Nouvelle adaptation de lentilles de contact',
    kontrolleKontaktlinsen: 'Contrôle des lentilles de contact',
    kontaktlinsenAbo: 'Abonnement de lentilles de contact',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Conseil en lunettes',
    brillenservice: 'Service lunettes',
    sonnenbrillenberatung: 'Conseil en lunettes de soleil',
    myopieManagement: 'Gestion de la myopie',
    sonstiges: 'Autre',
  },
  sponsorOptions: {
    hauptsponsor: 'Sponsor principal',
    standprasenz6m: 'Présence sur stand 6 m²',
    standprasenz9m: 'Présence sur stand 9 m²',
    stehlunch: 'Lunch debout 1',
    stehlunch2: 'Lunch debout 2',
    nachmittagpause: "Pause de l'après-midi",
    vormittagspause: 'Pause du matin',
  },
};

const it: MailLabels = {
  contact: {
    anrede: 'Allocuzione',
    vorname: 'Nome',
    nachname: 'Cognome',
    dateOfBirth: 'Data di nascita',
    strasse: 'Via',
    plz: 'NPA',
    ort: 'Località',
    email: 'E-mail',
    telefon: 'Telefono',
    existingCustomer: 'Già cliente',
    themes: 'Temi',
    bevorzugterTermin: 'Data desiderata',
    bevorzugteUhrzeit: 'Ora desiderata',
    fragenAnmerkungen: 'Domande/osservazioni',
  },
  sponsor: {
    options: 'Opzioni scelte',
    numberOfPersons: 'Numero di persone',
    personsNames: 'Nomi delle persone',
    aspectNumberOfPersons: 'Numero di persone aspect',
    aspectPersonsNames: 'Nomi delle persone aspect',
    company: 'Azienda',
    contactName: 'Nome',
    phone: 'Telefono',
    email: 'E-mail',
    total: 'Totale',
  },
  salutations: { frau: 'Signora', herr: 'Signor', divers: 'Altro' },
  yesNo: { ja: 'Sì', nein: 'No' },
  themes: {
    brillenglasbestimmung: 'Determinazione delle lenti',
    gesundheitscheck: 'Check-up della salute',
    analyseAuge: "Analisi dell'occhio",
    sehtestLernfahrgesuch: 'Test della vista per licenza di allievo conducente',
    neuanpassungKontaktlinsen: 'Nuovo adattamento lenti a contatto',
    kontrolleKontaktlinsen: 'Controllo lenti a contatto',
    kontaktlinsenAbo: 'Abbonamento lenti a contatto',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Consulenza occhiali',
    brillenservice: 'Servizio occhiali',
    sonnenbrillenberatung: 'Consulenza occhiali da sole',
    myopieManagement: 'Gestione della miopia',
    sonstiges: 'Altro',
  },
  sponsorOptions: {
    hauptsponsor: 'Sponsor principale',
    standprasenz6m: 'Presenza stand 6 m²',
    standprasenz9m: 'Presenza stand 9 m²',
    stehlunch: 'Pranzo in piedi 1',
    stehlunch2: 'Pranzo in piedi 2',
    nachmittagpause: 'Pausa pomeridiana',
    vormittagspause: 'Pausa mattutina',
  },
};

const en: MailLabels = {
  contact: {
    anrede: 'Salutation',
    vorname: 'First name',
    nachname: 'Last name',
    dateOfBirth: 'Date of birth',
    strasse: 'Street',
    plz: 'Postcode',
    ort: 'Town',
    email: 'E-mail',
    telefon: 'Phone',
    existingCustomer: 'Existing customer',
    themes: 'Topics',
    bevorzugterTermin: 'Preferred date',
    bevorzugteUhrzeit: 'Preferred time',
    fragenAnmerkungen: 'Questions/comments',
  },
  sponsor: {
    options: 'Chosen options',
    numberOfPersons: 'Number of persons',
    personsNames: 'Names of the persons',
    aspectNumberOfPersons: 'Number of persons aspect',
    aspectPersonsNames: 'Names of the persons aspect',
    company: 'Company',
    contactName: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    total: 'Total',
  },
  salutations: { frau: 'Ms', herr: 'Mr', divers: 'Diverse' },
  yesNo: { ja: 'Yes', nein: 'No' },
  themes: {
    brillenglasbestimmung: 'Lens prescription',
    gesundheitscheck: 'Health check',
    analyseAuge: 'Eye analysis',
    sehtestLernfahrgesuch: "Eye test for a learner's permit",
    neuanpassungKontaktlinsen: 'New contact lens fitting',
    kontrolleKontaktlinsen: 'Contact lens check-up',
    kontaktlinsenAbo: 'Contact lens subscription',
    frequentlensDirect: 'Frequentlens Direct',
    brillenberatung: 'Glasses consultation',
    brillenservice: 'Glasses service',
    sonnenbrillenberatung: 'Sunglasses consultation',
    myopieManagement: 'Myopia management',
    sonstiges: 'Other',
  },
  sponsorOptions: {
    hauptsponsor: 'Main sponsor',
    standprasenz6m: 'Stand presence 6 m²',
    standprasenz9m: 'Stand presence 9 m²',
    stehlunch: 'Standing lunch 1',
    stehlunch2: 'Standing lunch 2',
    nachmittagpause: 'Afternoon break',
    vormittagspause: 'Morning break',
  },
};

export const MAIL_LABELS: Record<MailLanguage, MailLabels> = { de, fr, it, en };
