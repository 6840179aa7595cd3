'use client';

import { Check, Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { createContext, forwardRef, type ReactNode, useContext, useRef } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { BarButton, EDITOR_FONT } from './ui';

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-white/10 data-disabled:cursor-default data-disabled:opacity-60';
const LABEL = 'px-2.5 pt-1.5 pb-1 text-xs font-medium text-white/50';

/** Runs an entry's action once the menu has closed and given focus back to its button. */
const AfterClose = createContext<(action: () => void) => void>((action) => action());

type Props = {
  /** The entries of the items that did not fit, grouped as in the bar. */
  groups: ReactNode[][];
};

/**
 * The bar's "Mehr" menu (in the editor's language): what did not fit in the bar, in the bar's
 * order, as menu entries. A panel an entry opens opens once the menu is closed, so focus returns to
 * this button when the panel closes.
 */
export const MoreMenu = forwardRef<HTMLButtonElement, Props>(function MoreMenu({ groups }, ref) {
  const t = useEditorT('editorToolbar');
  const pending = useRef<(() => void) | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const shown = groups.filter((entries) => entries.length > 0);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <BarButton
          ref={(node) => {
            trigger.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          data-toolbar-more=""
        >
          <Ellipsis aria-hidden="true" className="size-4 opacity-80" />
          <span className="max-sm:sr-only">{t('toolbar.more')}</span>
        </BarButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={10}
          collisionPadding={12}
          onCloseAutoFocus={(event) => {
            const action = pending.current;
            pending.current = null;
            if (!action) return;
            event.preventDefault();
            trigger.current?.focus();
            action();
          }}
          className={cx(
            EDITOR_FONT,
            // Never wider or taller than the window leaves: long entries wrap, a long menu scrolls.
            'z-[80] max-h-[var(--radix-dropdown-menu-content-available-height)] w-max max-w-[min(22rem,var(--radix-dropdown-menu-content-available-width))] min-w-56 overflow-y-auto rounded-xl bg-neutral-900 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10',
          )}
        >
          <AfterClose.Provider
            value={(action) => {
              pending.current = action;
            }}
          >
            {shown.map((entries, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the groups are the bar's, in its fixed order.
              <DropdownMenu.Group key={index}>
                {index > 0 ? <DropdownMenu.Separator className="mx-1 my-1 h-px bg-white/10" /> : null}
                {entries}
              </DropdownMenu.Group>
            ))}
          </AfterClose.Provider>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});

/** An entry that does something; `opensPanel`: the panel opens after the menu has closed. */
export function MoreAction({
  icon,
  label,
  onSelect,
  opensPanel = false,
  tone,
}: {
  icon: ReactNode;
  label: ReactNode;
  onSelect: () => void;
  opensPanel?: boolean;
  tone?: 'warning' | 'danger';
}) {
  const afterClose = useContext(AfterClose);
  return (
    <DropdownMenu.Item
      onSelect={() => (opensPanel ? afterClose(onSelect) : onSelect())}
      className={cx(ITEM, tone === 'warning' && 'text-amber-200', tone === 'danger' && 'text-rose-200')}
    >
      <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center opacity-80">
        {icon}
      </span>
      {label}
    </DropdownMenu.Item>
  );
}

/** An entry that is a link (open in a new tab keeps working). */
export function MoreLink({ icon, label, href, newTab = false }: { icon: ReactNode; label: ReactNode; href: string; newTab?: boolean }) {
  return (
    <DropdownMenu.Item asChild className={ITEM}>
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center opacity-80">
          {icon}
        </span>
        {label}
      </a>
    </DropdownMenu.Item>
  );
}

/** A line that only tells (a state, a note), not a choice. */
export function MoreNote({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Label className="flex items-center gap-2.5 px-2.5 py-1.5 text-white/80">
      {icon ? (
        <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center opacity-80">
          {icon}
        </span>
      ) : null}
      {children}
    </DropdownMenu.Label>
  );
}

type Choice<T extends string> = { value: T; label: ReactNode; lang?: string };

/** A titled set of choices with the current one checked (the content and the editor language). */
export function MoreChoices<T extends string>({
  title,
  choices,
  current,
  onChoose,
}: {
  title: string;
  choices: readonly Choice<T>[];
  current: T;
  onChoose: (value: T) => void;
}) {
  return (
    <DropdownMenu.RadioGroup value={current} aria-label={title}>
      <DropdownMenu.Label className={LABEL}>{title}</DropdownMenu.Label>
      {choices.map((choice) => (
        <DropdownMenu.RadioItem
          key={choice.value}
          value={choice.value}
          lang={choice.lang}
          onSelect={() => onChoose(choice.value)}
          className={cx(ITEM, 'justify-between')}
        >
          {choice.label}
          <DropdownMenu.ItemIndicator>
            <Check aria-hidden="true" className="size-4 text-emerald-300" />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
