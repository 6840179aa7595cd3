import type { OptionDefinition } from '@/shared/blocks/types';
import type { OptionValue } from '@/shared/content/types';

/** What the option editor hands every control. */
export type OptionControlProps = {
  /** Unique per panel; controls derive their element ids from it. */
  id: string;
  /** Id of the visible label element naming this option. */
  labelId: string;
  label: string;
  definition: OptionDefinition;
  /** The current value, already resolved against the definition (defaults applied). */
  value: OptionValue;
  /** True while a save is in flight. */
  disabled: boolean;
  onCommit: (value: OptionValue) => void;
  /** The item's other options as they stand, for a control whose offer depends on one (opening hours on the chosen branch). */
  options?: Readonly<Record<string, OptionValue>>;
};
