import type { Dictionary } from './index';

/** A toast with its three states (editor-panels §8). Error toasts append the error message. */
type ToastTexts = { loading: string; success: string; error: string };

/** Texts of the media library, uploads, crop and the media slot controls (editor-panels §2–§9). */
export type MediaTexts = {
  title: string;
  description: string;
  close: string;
  images: string;
  videos: string;
  loadMore: string;
  loading: string;
  empty: string;
  loadFailed: string;
  /** The site's stored media against its quota; both amounts already formatted ("1.2 GB"). */
  storageUsage: (used: string, quota: string) => string;
  folder: string;
  folderPlaceholder: string;
  tags: string;
  tagsPlaceholder: string;
  applyFilter: string;
  pick: string;
  crop: string;
  delete: string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  cancel: string;
  uploadImages: string;
  uploadVideo: string;
  uploadReady: string;
  uploadFailed: (file: string, error: string) => string;
  progress: (file: string) => string;
  videoProcessing: string;
  videoReady: string;
  videoError: string;
  youtube: {
    label: string;
    placeholder: string;
    add: string;
    invalid: string;
    noId: string;
    success: string;
    failure: string;
  };
  cropDialog: {
    title: string;
    hint: string;
    area: string;
    x: string;
    y: string;
    width: string;
    height: string;
    focal: string;
    apply: string;
    reset: string;
  };
  slot: {
    chooseImage: string;
    changeImage: string;
    chooseVideo: string;
    changeVideo: string;
    remove: string;
  };
  toasts: { upload: ToastTexts; delete: ToastTexts; videoPrepare: ToastTexts; bulkPrepare: ToastTexts; crop: ToastTexts; generic: string };
};

const de: MediaTexts = {
  title: 'Mediathek',
  description: 'Bilder und Videos der Website: hochladen, zuschneiden, auswählen.',
  close: 'Schliessen',
  images: 'Bilder',
  videos: 'Videos',
  loadMore: 'Mehr laden',
  loading: 'Lädt …',
  empty: 'Noch keine Medien',
  loadFailed: 'Medien konnten nicht geladen werden',
  storageUsage: (used, quota) => `Speicherplatz: ${used} von ${quota} belegt`,
  folder: 'Ordner',
  folderPlaceholder: 'Alle Ordner',
  tags: 'Tags',
  tagsPlaceholder: 'z. B. team, laden',
  applyFilter: 'Filtern',
  pick: 'Auswählen',
  crop: 'Zuschneiden',
  delete: 'Löschen',
  deleteTitle: 'Medium löschen?',
  deleteText: (name) => `«${name}» wird endgültig gelöscht. Seiten, die es zeigen, verlieren es.`,
  cancel: 'Abbrechen',
  uploadImages: 'Bilder hochladen',
  uploadVideo: 'Video hochladen',
  uploadReady: 'Alle Dateien sind hochgeladen',
  uploadFailed: (file, error) => `Fehler beim Hochladen von ${file}: ${error}`,
  progress: (file) => `Fortschritt ${file}`,
  videoProcessing: 'Video wird verarbeitet …',
  videoReady: 'Video ist bereit',
  videoError: 'Fehler beim Hochladen des Videos',
  youtube: {
    label: 'YouTube-URL',
    placeholder: 'https://www.youtube.com/watch?v=…',
    add: 'Hinzufügen',
    invalid: 'Bitte geben Sie eine gültige YouTube-URL ein',
    noId: 'Die Video-ID konnte nicht ermittelt werden',
    success: 'YouTube-Video erfolgreich hinzugefügt',
    failure: 'Fehler beim Speichern des YouTube-Videos',
  },
  cropDialog: {
    title: 'Bild zuschneiden',
    hint: 'Einen Rahmen ziehen wählt den Ausschnitt, ein Klick setzt den Fokuspunkt.',
    area: 'Ausschnitt in %',
    x: 'Links',
    y: 'Oben',
    width: 'Breite',
    height: 'Höhe',
    focal: 'Fokuspunkt',
    apply: 'Zuschneiden',
    reset: 'Zurücksetzen',
  },
  slot: { chooseImage: 'Bild wählen', changeImage: 'Bild ändern', chooseVideo: 'Video wählen', changeVideo: 'Video ändern', remove: 'Entfernen' },
  toasts: {
    upload: { loading: 'Wird hochgeladen …', success: 'Hochgeladen', error: 'Fehler beim Hochladen' },
    delete: { loading: 'Wird gelöscht …', success: 'Medium gelöscht', error: 'Fehler beim Löschen' },
    videoPrepare: { loading: 'Video wird vorbereitet …', success: 'Video hochgeladen', error: 'Fehler beim Vorbereiten des Videos' },
    bulkPrepare: { loading: 'Upload wird vorbereitet …', success: 'Upload abgeschlossen', error: 'Fehler beim Vorbereiten des Uploads' },
    crop: { loading: 'Bild wird zugeschnitten …', success: 'Bild zugeschnitten', error: 'Fehler beim Zuschneiden' },
    generic: 'Ein Fehler ist aufgetreten',
  },
};

const fr: MediaTexts = {
  title: 'Médiathèque',
  description: 'Images et vidéos du site : téléverser, recadrer, choisir.',
  close: 'Fermer',
  images: 'Images',
  videos: 'Vidéos',
  loadMore: 'Charger plus',
  loading: 'Chargement …',
  empty: 'Aucun média pour l’instant',
  loadFailed: 'Impossible de charger les médias',
  storageUsage: (used, quota) => `Espace de stockage : ${used} utilisés sur ${quota}`,
  folder: 'Dossier',
  folderPlaceholder: 'Tous les dossiers',
  tags: 'Tags',
  tagsPlaceholder: 'p. ex. équipe, magasin',
  applyFilter: 'Filtrer',
  pick: 'Choisir',
  crop: 'Recadrer',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer le média ?',
  deleteText: (name) => `« ${name} » sera supprimé définitivement. Les pages qui l’affichent le perdront.`,
  cancel: 'Annuler',
  uploadImages: 'Téléverser des images',
  uploadVideo: 'Téléverser une vidéo',
  uploadReady: 'Tous les fichiers sont téléversés',
  uploadFailed: (file, error) => `Erreur lors du téléversement de ${file} : ${error}`,
  progress: (file) => `Progression ${file}`,
  videoProcessing: 'Traitement de la vidéo …',
  videoReady: 'La vidéo est prête',
  videoError: 'Erreur lors du téléversement de la vidéo',
  youtube: {
    label: 'URL YouTube',
    placeholder: 'https://www.youtube.com/watch?v=…',
    add: 'Ajouter',
    invalid: 'Veuillez saisir une URL YouTube valide',
    noId: 'Impossible de déterminer l’identifiant de la vidéo',
    success: 'Vidéo YouTube ajoutée',
    failure: 'Erreur lors de l’enregistrement de la vidéo YouTube',
  },
  cropDialog: {
    title: 'Recadrer l’image',
    hint: 'Tirez un cadre pour choisir la zone ; un clic place le point focal.',
    area: 'Zone en %',
    x: 'Gauche',
    y: 'Haut',
    width: 'Largeur',
    height: 'Hauteur',
    focal: 'Point focal',
    apply: 'Recadrer',
    reset: 'Réinitialiser',
  },
  slot: { chooseImage: 'Choisir une image', changeImage: 'Changer l’image', chooseVideo: 'Choisir une vidéo', changeVideo: 'Changer la vidéo', remove: 'Retirer' },
  toasts: {
    upload: { loading: 'Téléversement …', success: 'Téléversé', error: 'Erreur lors du téléversement' },
    delete: { loading: 'Suppression …', success: 'Média supprimé', error: 'Erreur lors de la suppression' },
    videoPrepare: { loading: 'Préparation de la vidéo …', success: 'Vidéo téléversée', error: 'Erreur lors de la préparation de la vidéo' },
    bulkPrepare: { loading: 'Préparation du téléversement …', success: 'Téléversement terminé', error: 'Erreur lors de la préparation du téléversement' },
    crop: { loading: 'Recadrage …', success: 'Image recadrée', error: 'Erreur lors du recadrage' },
    generic: 'Une erreur est survenue',
  },
};

export const mediaDictionary: Dictionary<MediaTexts> = { de, fr };
