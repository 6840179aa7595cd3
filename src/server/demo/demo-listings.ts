import { asc, eq } from 'drizzle-orm';
import type { ListingCategory, ListingDirection, ListingOptions, ListingStatus } from '../../shared/content/listings';
import { richTextValue } from '../../shared/content/rich-text';
import type { FieldContent, RichTextValue } from '../../shared/content/types';
import type { Locale, Localized } from '../../shared/locales';
import type { NewField, NewPage } from '../services/pages/create-page';
import type { Database } from '../db/client';
import { listings, staffMembers } from '../db/schema';
import type { DemoBranchIds } from './demo-business';
import { localizeDemo } from './demo-locales';
import type { DemoImageKey } from './demo-media';

/**
 * The demo's job offers and marketplace items (issue 16), in German and French, tied to the demo
 * business's branches and staff, with the pages that show them. A draft and an archived entry are
 * seeded too: visitors never see them, the "Stellen & Marktplatz" panel does.
 */

type Staff = 'anna' | 'luca' | 'sara';
type DemoListing = {
  kind: 'job' | 'marketplace';
  status?: ListingStatus;
  /** Published this many days before the seed. */
  daysAgo: number;
  title: { de: string; fr: string };
  description: { de: Parameters<typeof richTextValue>[0]; fr: Parameters<typeof richTextValue>[0] };
  workQuota?: string;
  costCents?: number;
  options?: Partial<ListingOptions>;
  category?: ListingCategory;
  direction?: ListingDirection;
  branch: keyof DemoBranchIds;
  staff?: Staff;
  images?: DemoImageKey[];
};

const JOBS: DemoListing[] = [
  {
    kind: 'job',
    daysAgo: 3,
    title: { de: 'Augenoptiker/in EFZ 80–100 %', fr: 'Opticien/ne CFC 80–100 %' },
    description: {
      de: [
        'Zur Verstärkung unseres Teams in der Altstadt suchen wir per 1. Februar oder nach Vereinbarung eine aufgestellte Persönlichkeit.',
        { heading: 3, text: 'Ihre Aufgaben' },
        { bullets: ['Refraktion und Brillenberatung', 'Werkstattarbeiten und Anpassungen', 'Betreuung unserer Stammkundschaft'] },
        { heading: 3, text: 'Was wir bieten' },
        { bullets: ['Moderne Messgeräte', 'Fünf Wochen Ferien', 'Weiterbildung in Optometrie'] },
      ],
      fr: [
        'Pour renforcer notre équipe de la vieille ville, nous cherchons dès le 1er février ou à convenir une personnalité dynamique.',
        { heading: 3, text: 'Vos tâches' },
        { bullets: ['Réfraction et conseil en lunettes', 'Travaux d’atelier et ajustements', 'Suivi de notre clientèle fidèle'] },
        { heading: 3, text: 'Ce que nous offrons' },
        { bullets: ['Appareils de mesure modernes', 'Cinq semaines de vacances', 'Formation continue en optométrie'] },
      ],
    },
    workQuota: '80–100 %',
    branch: 'altstadt',
    staff: 'anna',
    images: ['workshop', 'shop'],
  },
  {
    kind: 'job',
    daysAgo: 9,
    title: { de: 'Lernende/r Augenoptik EFZ (Lehrbeginn August)', fr: 'Apprenti/e opticien/ne CFC (début en août)' },
    description: {
      de: [
        'Du interessierst dich für Technik, Mode und den Kontakt mit Menschen? Schnuppere bei uns und lerne den Beruf von Grund auf.',
        { bullets: ['Vierjährige Lehre', 'Abwechslungsreiche Arbeit in Werkstatt und Laden'] },
      ],
      fr: [
        'Tu t’intéresses à la technique, à la mode et au contact humain ? Viens faire un stage découverte et apprends le métier de A à Z.',
        { bullets: ['Apprentissage de quatre ans', 'Travail varié à l’atelier et en magasin'] },
      ],
    },
    workQuota: '100 %',
    branch: 'bahnhof',
    staff: 'luca',
    images: ['eyeTest'],
  },
  {
    kind: 'job',
    daysAgo: 21,
    title: { de: 'Kontaktlinsen-Spezialist/in 40–60 %', fr: 'Spécialiste en lentilles de contact 40–60 %' },
    description: {
      de: ['Sie passen Kontaktlinsen an, begleiten Myopie-Management-Kundschaft und schulen Erstträgerinnen und -träger.'],
      fr: ['Vous adaptez des lentilles de contact, suivez la clientèle en gestion de la myopie et formez les nouveaux porteurs.'],
    },
    workQuota: '40–60 %',
    branch: 'bahnhof',
    staff: 'sara',
    images: ['lenses'],
  },
  {
    kind: 'job',
    status: 'draft',
    daysAgo: 1,
    title: { de: 'Filialleiter/in Bahnhof 100 %', fr: 'Gérant/e de la succursale de la gare 100 %' },
    description: { de: ['Entwurf – noch nicht ausgeschrieben.'], fr: ['Brouillon – pas encore publié.'] },
    workQuota: '100 %',
    branch: 'bahnhof',
  },
];

const MARKETPLACE: DemoListing[] = [
  {
    kind: 'marketplace',
    daysAgo: 2,
    title: { de: 'Randlose Titanfassung, neuwertig', fr: 'Monture en titane sans cercle, comme neuve' },
    description: { de: ['Ausstellungsstück, nie getragen, Grösse 52-18-140.'], fr: ['Modèle d’exposition, jamais porté, taille 52-18-140.'] },
    costCents: 12_900,
    options: { subjectToPostage: true },
    category: 'frame',
    direction: 'offering',
    branch: 'altstadt',
    staff: 'anna',
    images: ['titanium'],
  },
  {
    kind: 'marketplace',
    daysAgo: 5,
    title: { de: 'Autorefraktometer, Baujahr 2019, gewartet', fr: 'Autoréfractomètre, 2019, entretenu' },
    description: {
      de: ['Wegen Neuanschaffung abzugeben. Letzter Service im Frühling, mit Tisch und Drucker.'],
      fr: ['À céder suite à un nouvel achat. Dernier service au printemps, avec table et imprimante.'],
    },
    costCents: 129_000,
    options: { toBePickedUp: true, askingPrice: true },
    category: 'object',
    direction: 'offering',
    branch: 'bahnhof',
    staff: 'luca',
    images: ['eyeTest'],
  },
  {
    kind: 'marketplace',
    daysAgo: 8,
    title: { de: 'Restposten: 25 Kinderfassungen', fr: 'Lot de 25 montures pour enfants' },
    description: { de: ['Verschiedene Farben und Grössen, Originalverpackung.'], fr: ['Différentes couleurs et tailles, emballage d’origine.'] },
    costCents: 45_000,
    options: { askingPrice: true, subjectToPostage: true },
    category: 'frame',
    direction: 'offering',
    branch: 'altstadt',
    images: ['kids'],
  },
  {
    kind: 'marketplace',
    daysAgo: 12,
    title: { de: 'Gesucht: Schleifautomat für Brillengläser', fr: 'Recherche : meuleuse automatique pour verres' },
    description: { de: ['Gebraucht, funktionstüchtig, Raum Winterthur.'], fr: ['D’occasion, en état de marche, région de Winterthour.'] },
    category: 'object',
    direction: 'searching',
    branch: 'altstadt',
    staff: 'anna',
  },
  {
    kind: 'marketplace',
    daysAgo: 15,
    title: { de: 'Augenoptikerin EFZ sucht Teilzeitstelle (60 %)', fr: 'Opticienne CFC cherche un poste à temps partiel (60 %)' },
    description: {
      de: ['Fünf Jahre Berufserfahrung, Schwerpunkt Kontaktlinsen, ab März verfügbar. Kontakt über unsere Filiale.'],
      fr: ['Cinq ans d’expérience, spécialisée en lentilles de contact, disponible dès mars. Contact via notre succursale.'],
    },
    category: 'job',
    direction: 'searching',
    branch: 'bahnhof',
    staff: 'sara',
  },
  {
    kind: 'marketplace',
    status: 'archived',
    daysAgo: 40,
    title: { de: 'Verkauft: Sehtestprojektor', fr: 'Vendu : projecteur de tests' },
    description: { de: ['Nicht mehr verfügbar.'], fr: ['Plus disponible.'] },
    costCents: 30_000,
    category: 'object',
    direction: 'offering',
    branch: 'altstadt',
  },
];

/** Demo listing titles visitors see (tests and the panel's demo read them). */
export const DEMO_JOB_TITLES = JOBS.filter((job) => (job.status ?? 'published') === 'published').map((job) => job.title);
export const DEMO_MARKETPLACE_TITLES = MARKETPLACE.filter((item) => (item.status ?? 'published') === 'published').map((item) => item.title);

/** Inserts the demo listings for a site whose business profile (branches, staff) is saved. */
export async function seedDemoListings(
  db: Database,
  options: { siteId: string; locales: readonly Locale[]; branchIds: DemoBranchIds; images: Record<DemoImageKey, string>; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const staffRows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.siteId, options.siteId))
    .orderBy(asc(staffMembers.position));
  const staffIds: Record<Staff, string | null> = { anna: staffRows[0]?.id ?? null, luca: staffRows[1]?.id ?? null, sara: staffRows[2]?.id ?? null };
  const rows = [...JOBS, ...MARKETPLACE].map((entry) => {
    const status = entry.status ?? 'published';
    const at = new Date(now.getTime() - entry.daysAgo * 86_400_000);
    const description: Localized<RichTextValue> = { de: richTextValue(entry.description.de), fr: richTextValue(entry.description.fr) };
    return {
      siteId: options.siteId,
      kind: entry.kind,
      status,
      title: localizeDemo<Localized<string>>(entry.title, options.locales),
      description: localizeDemo(description, options.locales),
      workQuota: entry.workQuota ?? '',
      costCents: entry.costCents ?? null,
      options: { toBePickedUp: false, subjectToPostage: false, askingPrice: false, ...entry.options },
      category: entry.category ?? null,
      direction: entry.direction ?? 'offering',
      branchId: options.branchIds[entry.branch],
      staffMemberId: entry.staff ? staffIds[entry.staff] : null,
      imageIds: (entry.images ?? []).map((key) => options.images[key]),
      createdAt: at,
      updatedAt: at,
      publishedAt: status === 'draft' ? null : at,
    };
  });
  await db.insert(listings).values(rows);
}

const text = (de: string, fr: string): NewField => ({ content: { type: 'localizedSingleValue', values: { de, fr } } satisfies FieldContent });
const rich = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });

/** "Stellen" / "Offres d'emploi": a short hero and the jobs block (this business's jobs). */
export const jobsPage: NewPage = {
  slug: { de: 'stellen', fr: 'emplois' },
  name: { de: 'Stellen', fr: 'Offres d’emploi' },
  description: {
    de: 'Offene Stellen und Lehrstellen bei Optik Muster in Winterthur.',
    fr: 'Postes et places d’apprentissage chez Optik Muster à Winterthour.',
  },
  groups: [
    {
      type: 'hero',
      options: { alignment: 'left', textSize: 'small', background: 'primary' },
      fields: {
        kicker: text('Karriere', 'Carrière'),
        title: text('Arbeiten bei Optik Muster', 'Travailler chez Optik Muster'),
        subtitle: rich('Ein kleines Team mit viel Fachwissen – und Platz für Sie.', 'Une petite équipe riche en savoir-faire – et une place pour vous.'),
      },
    },
    {
      type: 'jobs',
      options: { scope: 'site', alignment: 'left', background: 'transparent' },
      fields: {
        title: text('Offene Stellen', 'Postes ouverts'),
        description: rich('Klicken Sie auf eine Stelle für Details und Kontakt.', 'Cliquez sur un poste pour voir les détails et le contact.'),
      },
    },
  ],
};

/** "Marktplatz" / "Marché": frames, equipment and job searches of the business. */
export const marketplacePage: NewPage = {
  slug: { de: 'marktplatz', fr: 'marche' },
  name: { de: 'Marktplatz', fr: 'Marché' },
  description: {
    de: 'Fassungen, Geräte und Stellengesuche im Marktplatz von Optik Muster.',
    fr: 'Montures, appareils et demandes d’emploi sur le marché d’Optik Muster.',
  },
  groups: [
    {
      type: 'marketplace',
      options: { scope: 'site', alignment: 'left', background: 'transparent' },
      fields: {
        title: text('Marktplatz', 'Marché'),
        description: rich(
          'Fassungen, Geräte und Stellengesuche – filtern Sie nach Kategorie und Art.',
          'Montures, appareils et demandes d’emploi – filtrez par catégorie et par type.',
        ),
      },
    },
  ],
};
