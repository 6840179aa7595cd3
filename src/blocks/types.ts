import type { ComponentType, ReactNode } from 'react';
import type { LinkValue, PageSlugs } from '../shared/content/links';
import type { MediaInfo } from '../shared/content/media';
import type { SlotAlt } from '../shared/content/media-alt';
import type { BlockData } from '../shared/blocks/load';
import type { BlockDefinition, SlotDefinition } from '../shared/blocks/types';
import type { Course } from '../shared/game/course';
import type { GameLinks } from '../shared/game/links';
import type { NamespaceMessages } from '../shared/i18n/catalogues';
import type { MapStyles } from '../shared/map/map-style';
import type { GroupNode, OptionValue, RichTextValue } from '../shared/content/types';
import type { BlockLabels } from '../shared/i18n/block-labels';
import type { Locale } from '../shared/locales';
import type { FormReturn } from '../shared/schemas/forms/form-return';
import type { GalleryItem } from './media-gallery/gallery-items';

/** Serializable props the editor's client slot components receive (edit route only). */
export type EditableSlotProps = {
  groupId: string;
  /** The section's block type, to name the slot in the editor language (`blockLabels`). */
  blockType: string;
  fieldId: string | null;
  slot: string;
  locale: Locale;
  definition: SlotDefinition;
  className?: string;
  /** The field's text in `locale` is a machine translation nobody has reviewed yet (the editor marks it). */
  machineTranslated?: boolean;
};
export type EditableTextProps = EditableSlotProps & { value: string | null; as: 'h1' | 'h2' | 'h3' | 'p' };
export type EditableRichTextProps = EditableSlotProps & { value: RichTextValue | null };
export type EditableButtonProps = EditableSlotProps & {
  label: string | null;
  link: LinkValue | null;
  href: string | null;
  className: string;
};
export type EditableMediaProps = EditableSlotProps & {
  /** The chosen media (resolved), or null when the slot is empty. */
  media: MediaInfo | null;
  /** What the slot accepts. */
  accept: 'image' | 'video';
  /** The block's own rendering of the media, shown inside the editing frame. */
  children?: ReactNode;
  /** Where the editor's buttons sit: the bottom-right corner, or the centre where tiles overlap at their edges. */
  controlsAt?: 'corner' | 'center';
  /** The slot's own alternative texts (its field's `alt` option), over the library's. */
  altOverride?: SlotAlt | null;
};
/**
 * A health-optics article box entry on the edit route (issue 16): its URL slot, edited in place,
 * with the entry's load error from the page render ('notFound', 'unavailable') until it changes.
 */
export type EditableArticleUrlProps = EditableSlotProps & { value: string | null; error: 'notFound' | 'unavailable' | null };
/** A media gallery on the edit route (items already resolved and filtered by the server view). */
export type EditableGalleryProps = {
  groupId: string;
  locale: Locale;
  /** Serializable gallery items: id, alt, size, thumbnail media and large image URL. */
  items: GalleryItem[];
  /** The stored `images` option (ids), appended to when images are added. */
  imageIds: string[];
  layout: 'grid' | 'masonry';
  gap: number;
};
export type SectionChromeProps = {
  groupId: string;
  type: string;
  status: string;
  options: Record<string, OptionValue>;
  /** Languages the section is hidden in (its language marker). */
  disallowedLanguages: Locale[];
  /** The section's stored fields by slot, for the element menu (field visibility, button links, media). */
  fields?: Readonly<Record<string, SectionFieldSummary>>;
  children: ReactNode;
};

/**
 * What the element menu needs of one stored field: serializable, no content — only the languages
 * its text is filled in (what AI translation can start from).
 */
export type SectionFieldSummary = { id: string; visible: boolean; link?: OptionValue; filled?: Locale[] };

/**
 * Editing components, injected by the edit route only: blocks and slot renderers never import
 * editor code, so live pages ship none of it.
 */
export type EditorComponents = {
  Text: ComponentType<EditableTextProps>;
  RichText: ComponentType<EditableRichTextProps>;
  Button: ComponentType<EditableButtonProps>;
  /** Optional until every editor build provides it: without it, media slots render as live. */
  Media?: ComponentType<EditableMediaProps>;
  /** Optional like Media: without it, a media gallery renders as live. */
  Gallery?: ComponentType<EditableGalleryProps>;
  /** Optional like Media: without it, an article box renders as live. */
  ArticleUrl?: ComponentType<EditableArticleUrlProps>;
  SectionChrome: ComponentType<SectionChromeProps>;
  /**
   * Frames a slot the editor hid (FieldState.visible false): live pages drop it, the edit route
   * shows it dimmed and marked so it can be shown again. Without it, hidden slots render as live.
   */
  HiddenField?: ComponentType<{ slot: string; children: ReactNode }>;
};

/** Props of the play screen: the course over the map, each drawer page's sections rendered on the server. */
export type PlayScreenProps = { course: Course; route: [number, number][]; styles: MapStyles; pages: ReactNode[] };

/**
 * The game's screens as client islands, injected like the editor's components (`ctx.game`): the
 * app routes pass `src/game/game-components.ts`, so block views stay render-only and import no game
 * code. The score tracker has none of its own: the play screen renders it into its mount.
 */
export type GameScreenIslandProps = { links: GameLinks; locale: Locale; messages: NamespaceMessages<'game'> };

export type GameComponents = {
  /**
   * Every game screen (start, players, share, coupon, play) as an island on a root of its own
   * (`IslandRoot`), keyed by the names the browser's island registry loads it by: they move on by
   * page loads, so their pages need no Next runtime. The play screen keeps its map and drawer
   * pages mounted while the player moves between holes (its own state).
   */
  ScreenIslands: {
    gameStart: ComponentType<GameScreenIslandProps>;
    gamePlayers: ComponentType<GameScreenIslandProps>;
    gameShare: ComponentType<GameScreenIslandProps>;
    gameCoupon: ComponentType<GameScreenIslandProps & { holePageIds: string[] }>;
    gamePlay: ComponentType<GameScreenIslandProps & PlayScreenProps>;
  };
};

/** What every block render receives: its group and how to resolve text, options and links. */
export type RenderContext = {
  locale: Locale;
  mode: 'live' | 'edit';
  site: { id: string; name: string; defaultLocale: Locale };
  pages: ReadonlyMap<string, PageSlugs>;
  /** Media referenced by the page's fields, resolved once per render. */
  media?: ReadonlyMap<string, MediaInfo>;
  /** Present on the edit route only. */
  editor?: EditorComponents;
  /** Names of slots in the editor language for empty-slot placeholders; edit route only. */
  labels?: BlockLabels;
  /** What the page loader loaded for the sections' definitions' `load`, by group id. */
  data?: BlockData;
  /** The game's client islands, injected by the app routes: blocks never import src/game. */
  game?: GameComponents;
  /**
   * Renders a list of sections (set by BlockList itself), for blocks that nest other pages'
   * sections — the play page's drawer pages — without importing the renderer, which imports them.
   */
  Blocks?: ComponentType<{ groups: readonly GroupNode[]; ctx: RenderContext }>;
  /**
   * The id of the play screen's drawer page these sections render in (set by the map container):
   * a score tracker there is the play screen's to render (SCORE_TRACKER_MOUNT).
   */
  coursePage?: string;
  /** The outcome of a form posted without JavaScript that returned to this page (live only). */
  formReturn?: FormReturn;
  /**
   * The section that owns the page's only `h1` (null: none, the page shows a hidden one), set by
   * the page's BlockList; see `_shared/page-heading.ts`.
   */
  pageHeading?: string | null;
};

export type BlockRenderProps = { group: GroupNode; ctx: RenderContext };
export type BlockComponent = (props: BlockRenderProps) => ReactNode | Promise<ReactNode>;

export type RegisteredBlock = { definition: BlockDefinition; Component: BlockComponent };

export type { LinkValue };
