'use client';

import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { BOOKING_LINK_TYPES, type BookingLinkType, readBookingLink, validateBookingUrl } from '@/editor/lib/booking-link';
import type { OptionControlProps } from './control-props';
import { FieldError, focusRing, inputClass, OptionForm, shake, useOptionTexts } from './ui';

/** A booking link (editor-core §3): the booking tool and its URL, checked twice (§5). */
export function BookingLinkOption({ id, labelId, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const stored = readBookingLink(value);
  const [type, setType] = useState<BookingLinkType>(stored.type);
  const [url, setUrl] = useState(stored.url);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  function submit() {
    const result = validateBookingUrl(url);
    if (!result.ok) {
      setInvalid(true);
      shake(inputRef.current);
      return;
    }
    onCommit({ type, url: result.value });
  }

  return (
    <OptionForm onSubmit={submit} disabled={disabled}>
      <RadioGroup.Root
        aria-label={t('bookingType')}
        aria-describedby={labelId}
        value={type}
        disabled={disabled}
        onValueChange={(next) => {
          const match = BOOKING_LINK_TYPES.find((kind) => kind === next);
          if (match) setType(match);
        }}
        className="space-y-1"
      >
        {BOOKING_LINK_TYPES.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <RadioGroup.Item
              id={`${id}-${kind}`}
              value={kind}
              className={`flex size-4 items-center justify-center rounded-full border border-neutral-300 bg-white data-[state=checked]:border-neutral-900 ${focusRing}`}
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-neutral-900" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${kind}`} className="cursor-pointer text-sm">
              {t(`bookingTypes.${kind}`)}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
      <input
        ref={inputRef}
        id={`${id}-url`}
        type="url"
        aria-label={t('bookingUrl')}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        placeholder="https://"
        className={inputClass}
        value={url}
        disabled={disabled}
        onChange={(event) => {
          setUrl(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && <FieldError id={errorId}>{t('validation.url')}</FieldError>}
    </OptionForm>
  );
}
