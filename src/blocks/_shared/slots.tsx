import type { ReactNode } from 'react';
import type { MediaInfo } from '../../shared/content/media';
import { imageAlt, SLOT_ALT_OPTION, type SlotAlt, slotAltOf } from '../../shared/content/media-alt';
import type { GroupNode } from '../../shared/content/types';
import type { EditableSlotProps, EditorComponents, RenderContext } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import type { PaletteColor } from '../../shared/blocks/constants';
import { asLinkValue, buttonOf, isSlotVisible, richTextOf, textOf } from '../../shared/blocks/fields';
import { slotHeadingTag } from './page-heading';
import { RichText } from './RichText';
import { cx, WARNING_OUTLINE } from './styles';

/**
 * Slot renderers shared by blocks. They own the live/edit difference so blocks stay declarative:
 * live pages drop empty or hidden slots; edit mode keeps an empty slot as a placeholder (with
 * data-slot and data-field-id for the editor layer to attach to) and marks required ones. On the
 * edit route, RenderContext.editor supplies client components that take over with serializable
 * props; these renderers never import editor code themselves.
 */

type SlotProps = { group: GroupNode; slot: string; ctx: RenderContext; definition: SlotDefinition; className?: string };
type TextTag = 'h1' | 'h2' | 'h3' | 'p';

// Editor dictionary keys (editor-core §8); several are joined with " | ".
const MISSING_TEXT = 'missing text';
const MISSING_LINK = 'missing link';

function slotAttrs(group: GroupNode, slot: string, warnings: string[] = []) {
  return {
    'data-slot': slot,
    'data-field-id': group.fields[slot]?.id,
    'data-warning': warnings.length > 0 ? warnings.join(' | ') : undefined,
  };
}

/** The injected editing components, on the edit route only. */
function editorOf(ctx: RenderContext): EditorComponents | null {
  return ctx.mode === 'edit' && ctx.editor ? ctx.editor : null;
}

function editableProps({ group, slot, ctx, definition, className }: SlotProps): EditableSlotProps {
  const field = group.fields[slot];
  const machineTranslated = field?.machineTranslated?.includes(ctx.locale) ?? false;
  return { groupId: group.id, blockType: group.type, fieldId: field?.id ?? null, slot, locale: ctx.locale, definition, className, machineTranslated };
}

/**
 * A slot the editor hid: dropped live; on the edit route framed by the editor (dimmed, marked) so it
 * can be shown again. Visible slots render as they are.
 */
function withVisibility(props: SlotProps, view: ReactNode): ReactNode {
  if (isSlotVisible(props.group, props.slot)) return view;
  const Hidden = editorOf(props.ctx)?.HiddenField;
  return Hidden ? <Hidden slot={props.slot}>{view}</Hidden> : null;
}

function Placeholder(props: SlotProps & { as: TextTag | 'div' }): ReactNode {
  const { group, slot, ctx, definition, className, as: Tag } = props;
  const warnings = definition.required ? [MISSING_TEXT] : [];
  return (
    <Tag {...slotAttrs(group, slot, warnings)} data-empty="" className={cx(className, 'opacity-50', warnings.length > 0 && WARNING_OUTLINE)}>
      {ctx.labels?.slot(group.type, slot) ?? slot}
    </Tag>
  );
}

export function SlotText(props: SlotProps & { as: TextTag }): ReactNode {
  return withVisibility(props, <SlotTextView {...props} />);
}

function SlotTextView(props: SlotProps & { as: TextTag }): ReactNode {
  const { group, slot, ctx, className } = props;
  // One h1 per page: a section title is h1 only in the section that owns the page's heading.
  const Tag = slotHeadingTag(group, slot, props.as, ctx.pageHeading);
  const text = textOf(group, slot, ctx.locale);
  const editor = editorOf(ctx);
  if (editor) return <editor.Text {...editableProps(props)} value={text} as={Tag} />;
  if (text === null) return ctx.mode === 'edit' ? <Placeholder {...props} as={Tag} /> : null;
  return (
    <Tag {...slotAttrs(group, slot)} className={className}>
      {text}
    </Tag>
  );
}

export function SlotRichText(props: SlotProps): ReactNode {
  return withVisibility(props, <SlotRichTextView {...props} />);
}

function SlotRichTextView(props: SlotProps): ReactNode {
  const { group, slot, ctx, className } = props;
  const value = richTextOf(group, slot, ctx.locale);
  const editor = editorOf(ctx);
  if (editor) return <editor.RichText {...editableProps(props)} value={value} />;
  if (value === null) return ctx.mode === 'edit' ? <Placeholder {...props} as="div" /> : null;
  return (
    <div {...slotAttrs(group, slot)}>
      <RichText value={value} ctx={ctx} className={className} />
    </div>
  );
}

export type ButtonVariant = 'primary' | 'secondary';

const BUTTON_BASE =
  'inline-flex min-h-12 items-center justify-center rounded-full px-7 py-3 text-base font-semibold transition hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/** Primary is filled with the brand colour (inverted on a primary surface); secondary is an outline. */
function buttonClass(variant: ButtonVariant, surface: PaletteColor | null): string {
  if (variant === 'secondary') return cx(BUTTON_BASE, 'border-2 border-current hover:bg-current/10');
  return cx(BUTTON_BASE, 'shadow-lg shadow-black/10', surface === 'primary' ? 'bg-background text-primary' : 'bg-primary text-white hover:brightness-110');
}

/**
 * A button renders as a link only when it has both label and target. Live pages drop anything less;
 * edit mode shows it with the warnings editor-core §8 names, except an untouched optional button.
 */
export function SlotButton(props: SlotProps & { variant: ButtonVariant; surface: PaletteColor | null }): ReactNode {
  return withVisibility(props, <SlotButtonView {...props} />);
}

function SlotButtonView(props: SlotProps & { variant: ButtonVariant; surface: PaletteColor | null }): ReactNode {
  const { group, slot, ctx, definition, variant, surface } = props;
  const { label, href, newTab } = buttonOf(group, slot, ctx);
  const className = buttonClass(variant, surface);
  const editor = editorOf(ctx);
  if (editor) {
    const link = asLinkValue(group.fields[slot]?.options['link']);
    return <editor.Button {...editableProps(props)} className={className} label={label} link={link} href={href} />;
  }
  if (label !== null && href !== null) {
    return (
      <a href={href} {...slotAttrs(group, slot)} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    );
  }
  if (ctx.mode !== 'edit') return null;
  const untouched = label === null && href === null && !definition.required;
  const warnings = untouched ? [] : [label === null && MISSING_TEXT, href === null && MISSING_LINK].filter((w) => w !== false);
  return (
    <span
      {...slotAttrs(group, slot, warnings)}
      title={warnings.join(' | ') || undefined}
      className={cx(className, label === null && 'opacity-50', warnings.length > 0 && WARNING_OUTLINE)}
    >
      {label ?? ctx.labels?.slot(group.type, slot) ?? slot}
    </span>
  );
}

/** The media a slot points at, if the page's media map resolved it and it is of the accepted kind. */
export function mediaOf(group: GroupNode, slot: string, ctx: RenderContext, accept: 'image' | 'video'): MediaInfo | null {
  const id = group.fields[slot]?.mediaId;
  const media = id ? ctx.media?.get(id) : undefined;
  return media && media.mediaType === accept ? media : null;
}

/** A media slot's own alternative texts (the field's `alt` option), if it has any. */
export function slotAltOverride(group: GroupNode, slot: string): SlotAlt | null {
  return slotAltOf(group.fields[slot]?.options[SLOT_ALT_OPTION]);
}

/** The `alt` of the image a slot shows, in the page's language: the slot's own text, else the library's; "" when decorative. */
export function slotImageAlt(group: GroupNode, slot: string, ctx: RenderContext, media: MediaInfo): string {
  return imageAlt(media, ctx.locale, slotAltOverride(group, slot));
}

/**
 * A media slot. The block draws the media (or its empty state) through `children`, which also gets
 * the image's `alt` in the page's language; live pages show that as is, the edit route hands it to
 * the editor's Media component, which frames it with the library controls. Without an injected
 * Media component edit mode renders as live.
 */
type SlotMediaProps = SlotProps & {
  accept: 'image' | 'video';
  children: (media: MediaInfo | null, alt: string) => ReactNode;
  controlsAt?: 'corner' | 'center';
};

export function SlotMedia(props: SlotMediaProps): ReactNode {
  return withVisibility(props, <SlotMediaView {...props} />);
}

function SlotMediaView(props: SlotMediaProps): ReactNode {
  const { group, slot, ctx, className, accept, children, controlsAt } = props;
  const media = mediaOf(group, slot, ctx, accept);
  const override = slotAltOverride(group, slot);
  const content = children(media, media ? imageAlt(media, ctx.locale, override) : '');
  const editor = editorOf(ctx);
  if (editor?.Media) {
    return (
      <editor.Media {...editableProps(props)} media={media} accept={accept} controlsAt={controlsAt} altOverride={override}>
        {content}
      </editor.Media>
    );
  }
  if (content === null || content === undefined) return null;
  return (
    <div {...slotAttrs(group, slot)} className={className}>
      {content}
    </div>
  );
}
