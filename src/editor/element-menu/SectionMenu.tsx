'use client';

import {
  ArrowDown,
  ArrowUp,
  Ellipsis,
  EyeOff,
  Globe,
  Images,
  Languages,
  Link2,
  ListOrdered,
  PencilLine,
  SlidersHorizontal,
  Sparkles,
  Upload,
} from 'lucide-react';
import { DropdownMenu, Popover } from 'radix-ui';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import { pagePath } from '@/shared/content/links';
import { useEditorEnvironment } from '../context';
import { LazyPanel, lazyNamed, PopoverPlaceholder } from '../lib/lazy-panel';
import { EDITOR_FONT, IconButton } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { useTranslationProvider } from '../languages/use-translation-provider';
import { type MenuEntry, menuEntries, containerCollection } from './menu-entries';
import type { PanelEntry, SectionMenuProps } from './section-menu-props';

// Loaded when first opened: it brings dnd-kit for sorting the items.
// The entry's panel loads when an entry is first chosen: link options, media, visibility, AI translation.
const MenuPanel = lazyNamed(() => import('./MenuPanel'), 'MenuPanel');
const CollectionEditorDialog = lazyNamed(() => import('../collections/CollectionEditorDialog'), 'CollectionEditorDialog');

export type { SectionMenuProps } from './section-menu-props';

const ICONS: Record<MenuEntry, typeof Ellipsis> = {
  options: SlidersHorizontal,
  linkOptions: Link2,
  media: Images,
  bulkUpload: Upload,
  fieldVisibility: EyeOff,
  moveUp: ArrowUp,
  moveDown: ArrowDown,
  editCollection: ListOrdered,
  aiTranslation: Languages,
  generateText: Sparkles,
  languageVisibility: Globe,
  editPage: PencilLine,
};
const PANELS = new Set<MenuEntry>(['options', 'linkOptions', 'media', 'bulkUpload', 'fieldVisibility', 'aiTranslation', 'languageVisibility']);
const isPanel = (entry: MenuEntry): entry is PanelEntry => PANELS.has(entry);

/** Always 16 px inside the window (editor-panels §2). */
export const MENU_COLLISION_PADDING = 16;
const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-white/10 data-disabled:cursor-not-allowed data-disabled:opacity-50';

/**
 * The per-element menu of a box (editor-panels §2): the entries that apply to its type; those with
 * a form open it as a panel beside the menu button, the collection editor as a dialog.
 */
export function SectionMenu(props: SectionMenuProps) {
  const { groupId, type, first, last, busy, onMove } = props;
  const t = useEditorT('editorCollections');
  const tl = useEditorT('editorLanguages');
  const env = useEditorEnvironment();
  const [menuOpen, setMenuOpen] = useState(false);
  // Asked when a menu first opens, then known for the session.
  const provider = useTranslationProvider(menuOpen);
  const [panel, setPanel] = useState<PanelEntry | null>(null);
  const [collectionOpen, setCollectionOpen] = useState(false);
  // A chosen panel or dialog takes the focus; the menu must not hand it back to its button.
  const keepFocus = useRef(false);
  const definition = getBlockDefinition(type);
  if (!definition) return null;
  const entries = menuEntries(definition, { pageCollection: env.page.collection });
  const collection = containerCollection(definition);

  function choose(entry: MenuEntry) {
    if (isPanel(entry)) {
      keepFocus.current = true;
      setPanel(entry);
    } else if (entry === 'editCollection') {
      keepFocus.current = true;
      setCollectionOpen(true);
    } else if (entry === 'moveUp' || entry === 'moveDown') onMove(entry === 'moveUp' ? 'up' : 'down');
  }
  // Why the AI translation cannot run, or null when it can.
  const translationBlocked =
    env.site.locales.length < 2
      ? tl('menu.singleLanguage')
      : !provider.loaded
        ? tl('menu.checking')
        : provider.provider === null
          ? tl('menu.noProvider')
          : null;
  const disabled = (entry: MenuEntry) =>
    (entry === 'aiTranslation' && translationBlocked !== null) ||
    entry === 'generateText' ||
    (entry === 'moveUp' && (busy || first)) ||
    (entry === 'moveDown' && (busy || last));
  const note = (entry: MenuEntry): string | null =>
    entry === 'aiTranslation' ? translationBlocked : entry === 'generateText' ? t('menu.generateTextNote') : null;
  const editHref = pagePath({ locale: env.locale, mode: 'edit', page: env.page });

  function item(entry: MenuEntry): ReactNode {
    const Icon = ICONS[entry];
    const content = (
      <>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-white/70" />
        <span className="flex flex-col">
          {t(`menu.${entry}`)}
          {note(entry) ? <span className="text-xs text-white/60">{note(entry)}</span> : null}
        </span>
      </>
    );
    if (entry === 'editPage') {
      return editHref ? (
        <DropdownMenu.Item key={entry} asChild className={ITEM}>
          <a href={editHref}>{content}</a>
        </DropdownMenu.Item>
      ) : null;
    }
    return (
      <DropdownMenu.Item key={entry} className={ITEM} disabled={disabled(entry)} onSelect={() => choose(entry)} data-entry={entry}>
        {content}
      </DropdownMenu.Item>
    );
  }

  return (
    <>
      <Popover.Root open={panel !== null} onOpenChange={(open) => (open ? null : setPanel(null))}>
        <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
          <Popover.Anchor asChild>
            <DropdownMenu.Trigger asChild>
              <IconButton label={t('menu.open')} side="bottom" icon={<Ellipsis aria-hidden="true" className="size-4" />} />
            </DropdownMenu.Trigger>
          </Popover.Anchor>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              side="bottom"
              align="end"
              sideOffset={8}
              collisionPadding={MENU_COLLISION_PADDING}
              data-collision-padding={MENU_COLLISION_PADDING}
              onCloseAutoFocus={(event) => {
                if (keepFocus.current) event.preventDefault();
                keepFocus.current = false;
              }}
              className={cx(
                EDITOR_FONT,
                'z-[80] max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-xl bg-neutral-900 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10',
              )}
            >
              <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-white/50">{t('menu.title')}</DropdownMenu.Label>
              {entries.map(item)}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Popover.Portal>
          <Popover.Content side="bottom" align="end" sideOffset={8} collisionPadding={MENU_COLLISION_PADDING} className="z-[80] outline-none">
            {panel ? (
              <Suspense fallback={<PopoverPlaceholder />}>
                <MenuPanel entry={panel} {...props} onClose={() => setPanel(null)} />
              </Suspense>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {collection ? (
        <LazyPanel open={collectionOpen} shape="dialog">
          <CollectionEditorDialog container={{ collectionId: groupId, collectionName: collection }} open={collectionOpen} onOpenChange={setCollectionOpen} />
        </LazyPanel>
      ) : null}
    </>
  );
}
