'use client';

import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT, WithTooltip } from './ui';

type ItemProps = Omit<ComponentProps<typeof DropdownMenu.Item>, 'onSelect' | 'className'> & { [data: `data-${string}`]: string };
type Choice<T extends string> = { value: T; label: ReactNode; props?: ItemProps };

/**
 * A choice menu of the toolbar (content language, editor language): a bar button with a tooltip
 * that opens upwards — the bar sits at the bottom — listing the choices with a check at the current one.
 */
export function BarMenu<T extends string>(props: {
  hint: string;
  title: string;
  trigger: ReactNode;
  choices: Choice<T>[];
  current: T;
  onChoose: (value: T) => void;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <DropdownMenu.Root>
      <WithTooltip label={props.hint}>
        <DropdownMenu.Trigger asChild>{props.trigger}</DropdownMenu.Trigger>
      </WithTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={10}
          className={cx(EDITOR_FONT, 'z-[80] rounded-xl bg-neutral-900 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10', props.className)}
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-white/50">{props.title}</DropdownMenu.Label>
          {props.choices.map((choice) => (
            <DropdownMenu.Item
              key={choice.value}
              {...choice.props}
              onSelect={() => props.onChoose(choice.value)}
              className={cx(
                'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-white/10',
                props.itemClassName,
              )}
            >
              {choice.label}
              {choice.value === props.current ? <Check aria-hidden="true" className="size-4 text-emerald-300" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
