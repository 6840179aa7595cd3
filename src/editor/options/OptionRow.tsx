'use client';

import type { ComponentType, ReactNode } from 'react';
import type { OptionType } from '@/shared/blocks/types';
import { isChoiceOptionType } from '@/editor/lib/option-values';
import { CaptionsOption } from '@/editor/media/CaptionsOption';
import { BulkUploaderOption } from '@/editor/media/gallery/BulkUploaderOption';
import { MediaOption } from '@/editor/media/MediaOption';
import { BookingLinkOption } from './BookingLinkOption';
import { CheckboxOption } from './CheckboxOption';
import { ChoiceOption } from './ChoiceOption';
import { ColorSwatchesOption } from './ColorSwatchesOption';
import type { OptionControlProps } from './control-props';
import { LinkOption } from './LinkOption';
import { type Branch, LocationOption } from './LocationOption';
import { MapRouteOption } from './MapRouteOption';
import { NumberOption } from './NumberOption';
import { OpeningHoursOption } from './OpeningHoursOption';
import { PoiOption } from './PoiOption';
import { TextOption } from './TextOption';
import { useOptionTexts } from './ui';

const CONTROLS: Partial<Record<OptionType, ComponentType<OptionControlProps>>> = {
  text: TextOption,
  number: NumberOption,
  colorSwatches: ColorSwatchesOption,
  link: LinkOption,
  bookingLink: BookingLinkOption,
  mapRoute: MapRouteOption,
  poi: PoiOption,
  media: MediaOption,
  bulkUploader: BulkUploaderOption,
  captions: CaptionsOption,
  openingHours: OpeningHoursOption,
};

/** One option in the panel: its label and the control its type calls for (editor-core §3). */
export function OptionRow(props: OptionControlProps & { branches?: readonly Branch[] }) {
  const t = useOptionTexts();
  const { type } = props.definition;
  if (type === 'checkbox') return <CheckboxOption {...props} />;

  let control: ReactNode = null;
  const Control = CONTROLS[type];
  if (Control) control = <Control {...props} />;
  else if (isChoiceOptionType(type)) control = <ChoiceOption {...props} />;
  else if (type === 'location') control = <LocationOption {...props} />;
  // Stored definitions may name a type this editor does not know (editor-core §8).
  if (!control) return <p className="text-xs text-neutral-500">{t('unknownOption', { label: props.label })}</p>;

  return (
    <div>
      <p id={props.labelId} className="mb-1.5 text-xs font-medium text-neutral-500">
        {props.label}
      </p>
      {control}
    </div>
  );
}
