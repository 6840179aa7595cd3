import type { BlockCategory } from '@/shared/blocks/types';
import type { InlineValidationError } from '@/editor/lib/inline-validation';
import type { Dictionary } from './index';

/** A toast with its three states (editor-panels §8). Error toasts append the error message. */
type ToastTexts = { loading: string; success: string; error: string };

export type ToolbarTexts = {
  toolbar: {
    region: string;
    open: string;
    close: string;
    shortcut: string;
    signedInAs: string;
    signOut: string;
    viewLive: string;
    pages: string;
    pagesTitle: string;
    pagesEmpty: string;
    locale: string;
    localeLoading: string;
    draftPage: string;
    noChanges: string;
    loadingStatus: string;
    editorLanguage: string;
  };
  publish: {
    button: string;
    title: string;
    description: string;
    fields: string;
    groups: string;
    pages: string;
    confirm: string;
    cancel: string;
    missingButton: string;
    missingTitle: string;
    missingDescription: string;
    missingCount: string;
    editLocale: string;
    revertButton: string;
    revertTitle: string;
    revertWarning: string;
    revertWarningMultilingual: string;
    revertConfirm: string;
  };
  sections: {
    add: string;
    addTitle: string;
    addDescription: string;
    cancel: string;
    categories: Record<BlockCategory | 'remaining', string>;
    healthOpticsOnly: string;
    empty: string;
    emptyPage: string;
    options: string;
    moveUp: string;
    moveDown: string;
    remove: string;
    restore: string;
    hiddenIn: string;
    removeDraftTitle: string;
    removeDraftText: string;
    removeConfirm: string;
    status: Record<'draft' | 'published' | 'markedForDeletion' | 'archived' | 'deleted', string>;
  };
  slots: {
    missingText: string;
    missingLink: string;
    editLink: string;
    validation: Record<InlineValidationError, string>;
  };
  richText: {
    toolbar: string;
    hierarchy: string;
    hierarchyOptions: Record<'h1' | 'h2' | 'h3' | 'large' | 'paragraph' | 'small', string>;
    bold: string;
    italic: string;
    size: string;
    sizes: Record<'small' | 'medium' | 'large' | 'reset', string>;
    bulletList: string;
    color: string;
    colors: Record<'transparent' | 'primary' | 'secondary' | 'background' | 'header', string>;
    link: string;
    removeLink: string;
    editLink: string;
  };
  link: {
    type: string;
    types: Record<'url' | 'email' | 'phone' | 'page', string>;
    placeholder: Record<'url' | 'email' | 'phone', string>;
    choosePage: string;
    draft: string;
    required: string;
    apply: string;
    remove: string;
  };
  toasts: {
    publish: ToastTexts;
    revert: ToastTexts;
    addBox: ToastTexts;
    moveBox: ToastTexts;
    markForDeletion: ToastTexts;
    deleteBox: ToastTexts;
    restoreBox: ToastTexts;
    saving: ToastTexts;
    generic: string;
  };
};

const de: ToolbarTexts = {
  toolbar: {
    region: 'Bearbeitungsmodus',
    open: 'Bearbeiten',
    close: 'Werkzeugleiste schliessen',
    shortcut: 'Tastenkürzel',
    signedInAs: 'Angemeldet als',
    signOut: 'Abmelden',
    viewLive: 'Live-Ansicht',
    pages: 'Seiten',
    pagesTitle: 'Seiten',
    pagesEmpty: 'Keine Seiten vorhanden.',
    locale: 'Sprache der Seite',
    localeLoading: 'Sprache wird gewechselt …',
    draftPage: 'Entwurf',
    noChanges: 'Alles veröffentlicht',
    loadingStatus: 'Status wird geladen …',
    editorLanguage: 'Sprache des Editors wechseln zu',
  },
  publish: {
    button: 'Veröffentlichen',
    title: 'Seite veröffentlichen',
    description: 'Diese Änderungen werden für Besucherinnen und Besucher sichtbar:',
    fields: 'Inhalte',
    groups: 'Boxen',
    pages: 'Seiten',
    confirm: 'Jetzt veröffentlichen',
    cancel: 'Abbrechen',
    missingButton: 'Fehlende Übersetzungen',
    missingTitle: 'Fehlende Übersetzungen',
    missingDescription: 'Vor dem Veröffentlichen müssen alle Texte übersetzt sein.',
    missingCount: 'fehlend',
    editLocale: 'Bearbeiten',
    revertButton: 'Verwerfen',
    revertTitle: 'Änderungen verwerfen?',
    revertWarning: 'Alle unveröffentlichten Änderungen dieser Seite gehen verloren. Das kann nicht rückgängig gemacht werden.',
    revertWarningMultilingual:
      'Alle unveröffentlichten Änderungen dieser Seite gehen in allen Sprachen verloren. Das kann nicht rückgängig gemacht werden.',
    revertConfirm: 'Änderungen verwerfen',
  },
  sections: {
    add: 'Box hinzufügen',
    addTitle: 'Box hinzufügen',
    addDescription: 'Wählen Sie die Art der neuen Box.',
    cancel: 'Abbrechen',
    categories: { start: 'Start', team: 'Team', content: 'Inhalt', collections: 'Sammlungen', various: 'Diverses', remaining: 'Weitere' },
    healthOpticsOnly: 'Nur verfügbar für Gesundheitsoptiker',
    empty: 'Keine Boxen verfügbar.',
    emptyPage: 'Diese Seite ist noch leer. Fügen Sie die erste Box hinzu.',
    options: 'Optionen',
    moveUp: 'Nach oben verschieben',
    moveDown: 'Nach unten verschieben',
    remove: 'Box entfernen',
    restore: 'Wiederherstellen',
    hiddenIn: 'Ausgeblendet in',
    removeDraftTitle: 'Box löschen?',
    removeDraftText: 'Diese Box ist ein Entwurf und wurde nie veröffentlicht. Sie wird mit allen Inhalten endgültig gelöscht.',
    removeConfirm: 'Löschen',
    status: {
      draft: 'Entwurf',
      published: 'Veröffentlicht',
      markedForDeletion: 'Wird entfernt',
      archived: 'Archiviert',
      deleted: 'Gelöscht',
    },
  },
  slots: {
    missingText: 'Text fehlt',
    missingLink: 'Link fehlt',
    editLink: 'Link bearbeiten',
    validation: {
      number: 'Bitte gib eine gültige Nummer ein',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
      phone: 'Bitte gib eine gültige Telefonnummer ein',
      url: 'Bitte gib eine gültige URL ein',
    },
  },
  richText: {
    toolbar: 'Textformatierung',
    hierarchy: 'Textart',
    hierarchyOptions: { h1: 'Überschrift 1', h2: 'Überschrift 2', h3: 'Überschrift 3', large: 'Grosser Text', paragraph: 'Absatz', small: 'Kleiner Text' },
    bold: 'Fett',
    italic: 'Kursiv',
    size: 'Grösse',
    sizes: { small: 'Klein', medium: 'Mittel', large: 'Gross', reset: 'Standard' },
    bulletList: 'Aufzählung',
    color: 'Farbe',
    colors: { transparent: 'Keine Farbe', primary: 'Primärfarbe', secondary: 'Sekundärfarbe', background: 'Hintergrund', header: 'Kopfzeile' },
    link: 'Link',
    removeLink: 'Link entfernen',
    editLink: 'Link bearbeiten',
  },
  link: {
    type: 'Linkart',
    types: { url: 'Webseite', email: 'E-Mail', phone: 'Telefon', page: 'Seite' },
    placeholder: { url: 'https://beispiel.ch', email: 'name@beispiel.ch', phone: '+41 44 123 45 67' },
    choosePage: 'Seite wählen …',
    draft: 'Entwurf',
    required: 'Bitte einen Wert eingeben',
    apply: 'Übernehmen',
    remove: 'Link entfernen',
  },
  toasts: {
    publish: { loading: 'Wird veröffentlicht …', success: 'Seite veröffentlicht', error: 'Fehler beim Veröffentlichen' },
    revert: { loading: 'Änderungen werden verworfen …', success: 'Änderungen verworfen', error: 'Fehler beim Verwerfen der Änderungen' },
    addBox: { loading: 'Box wird hinzugefügt …', success: 'Box hinzugefügt', error: 'Fehler beim Hinzufügen der Box' },
    moveBox: { loading: 'Box wird verschoben …', success: 'Box verschoben', error: 'Fehler beim Verschieben der Box' },
    markForDeletion: {
      loading: 'Box wird zum Entfernen markiert …',
      success: 'Box wird beim Veröffentlichen entfernt',
      error: 'Fehler beim Markieren der Box',
    },
    deleteBox: { loading: 'Box wird gelöscht …', success: 'Box gelöscht', error: 'Fehler beim Löschen der Box' },
    restoreBox: { loading: 'Box wird wiederhergestellt …', success: 'Box wiederhergestellt', error: 'Fehler beim Wiederherstellen der Box' },
    saving: { loading: 'Wird gespeichert …', success: 'Gespeichert', error: 'Fehler beim Speichern' },
    generic: 'Ein Fehler ist aufgetreten',
  },
};

const fr: ToolbarTexts = {
  toolbar: {
    region: 'Mode édition',
    open: 'Modifier',
    close: 'Fermer la barre d’outils',
    shortcut: 'Raccourci clavier',
    signedInAs: 'Connecté en tant que',
    signOut: 'Se déconnecter',
    viewLive: 'Voir en ligne',
    pages: 'Pages',
    pagesTitle: 'Pages',
    pagesEmpty: 'Aucune page.',
    locale: 'Langue de la page',
    localeLoading: 'Changement de langue …',
    draftPage: 'Brouillon',
    noChanges: 'Tout est publié',
    loadingStatus: 'Chargement du statut …',
    editorLanguage: "Changer la langue de l'éditeur en",
  },
  publish: {
    button: 'Publier',
    title: 'Publier la page',
    description: 'Ces modifications deviendront visibles pour les visiteurs :',
    fields: 'Contenus',
    groups: 'Boîtes',
    pages: 'Pages',
    confirm: 'Publier maintenant',
    cancel: 'Annuler',
    missingButton: 'Traductions manquantes',
    missingTitle: 'Traductions manquantes',
    missingDescription: 'Tous les textes doivent être traduits avant la publication.',
    missingCount: 'manquant(s)',
    editLocale: 'Modifier',
    revertButton: 'Annuler les modifications',
    revertTitle: 'Annuler les modifications ?',
    revertWarning: 'Toutes les modifications non publiées de cette page seront perdues. Cette action est irréversible.',
    revertWarningMultilingual:
      'Toutes les modifications non publiées de cette page seront perdues dans toutes les langues. Cette action est irréversible.',
    revertConfirm: 'Annuler les modifications',
  },
  sections: {
    add: 'Ajouter une boîte',
    addTitle: 'Ajouter une boîte',
    addDescription: 'Choisissez le type de la nouvelle boîte.',
    cancel: 'Annuler',
    categories: { start: 'Début', team: 'Équipe', content: 'Contenu', collections: 'Collections', various: 'Divers', remaining: 'Autres' },
    healthOpticsOnly: 'Disponible uniquement pour les opticiens santé',
    empty: 'Aucune boîte disponible.',
    emptyPage: 'Cette page est encore vide. Ajoutez la première boîte.',
    options: 'Options',
    moveUp: 'Déplacer vers le haut',
    moveDown: 'Déplacer vers le bas',
    remove: 'Retirer la boîte',
    restore: 'Restaurer',
    hiddenIn: 'Masqué en',
    removeDraftTitle: 'Supprimer la boîte ?',
    removeDraftText: 'Cette boîte est un brouillon jamais publié. Elle sera supprimée définitivement avec tout son contenu.',
    removeConfirm: 'Supprimer',
    status: {
      draft: 'Brouillon',
      published: 'Publié',
      markedForDeletion: 'Sera retirée',
      archived: 'Archivée',
      deleted: 'Supprimée',
    },
  },
  slots: {
    missingText: 'Texte manquant',
    missingLink: 'Lien manquant',
    editLink: 'Modifier le lien',
    validation: {
      number: 'Veuillez saisir un nombre valide',
      email: 'Veuillez saisir une adresse e-mail valide',
      phone: 'Veuillez saisir un numéro de téléphone valide',
      url: 'Veuillez saisir une URL valide',
    },
  },
  richText: {
    toolbar: 'Mise en forme',
    hierarchy: 'Type de texte',
    hierarchyOptions: { h1: 'Titre 1', h2: 'Titre 2', h3: 'Titre 3', large: 'Grand texte', paragraph: 'Paragraphe', small: 'Petit texte' },
    bold: 'Gras',
    italic: 'Italique',
    size: 'Taille',
    sizes: { small: 'Petite', medium: 'Moyenne', large: 'Grande', reset: 'Standard' },
    bulletList: 'Liste à puces',
    color: 'Couleur',
    colors: { transparent: 'Sans couleur', primary: 'Couleur primaire', secondary: 'Couleur secondaire', background: 'Arrière-plan', header: 'En-tête' },
    link: 'Lien',
    removeLink: 'Supprimer le lien',
    editLink: 'Modifier le lien',
  },
  link: {
    type: 'Type de lien',
    types: { url: 'Site web', email: 'E-mail', phone: 'Téléphone', page: 'Page' },
    placeholder: { url: 'https://exemple.ch', email: 'nom@exemple.ch', phone: '+41 21 123 45 67' },
    choosePage: 'Choisir une page …',
    draft: 'Brouillon',
    required: 'Veuillez saisir une valeur',
    apply: 'Appliquer',
    remove: 'Supprimer le lien',
  },
  toasts: {
    publish: { loading: 'Publication …', success: 'Page publiée', error: 'Erreur lors de la publication' },
    revert: { loading: 'Annulation des modifications …', success: 'Modifications annulées', error: 'Erreur lors de l’annulation' },
    addBox: { loading: 'Ajout de la boîte …', success: 'Boîte ajoutée', error: 'Erreur lors de l’ajout de la boîte' },
    moveBox: { loading: 'Déplacement de la boîte …', success: 'Boîte déplacée', error: 'Erreur lors du déplacement de la boîte' },
    markForDeletion: {
      loading: 'Marquage de la boîte …',
      success: 'La boîte sera retirée à la publication',
      error: 'Erreur lors du marquage de la boîte',
    },
    deleteBox: { loading: 'Suppression de la boîte …', success: 'Boîte supprimée', error: 'Erreur lors de la suppression de la boîte' },
    restoreBox: { loading: 'Restauration de la boîte …', success: 'Boîte restaurée', error: 'Erreur lors de la restauration' },
    saving: { loading: 'Enregistrement …', success: 'Enregistré', error: 'Erreur lors de l’enregistrement' },
    generic: 'Une erreur est survenue',
  },
};

export const toolbarDictionary: Dictionary<ToolbarTexts> = { de, fr };
