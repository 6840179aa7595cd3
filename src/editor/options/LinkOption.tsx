'use client';

import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { type InlineValidationError, validateInlineValue } from '@/editor/lib/inline-validation';
import { LINK_TYPES, type LinkDraft, type LinkType, readLinkDraft } from '@/editor/lib/link-value';
import type { OptionControlProps } from './control-props';
import { PagePicker } from './PagePicker';
import { FieldError, inputClass, OptionForm, segmentGroupClass, segmentItemClass, shake, useOptionTexts } from './ui';

type TextLinkType = Exclude<LinkType, 'page'>;
const INPUT_TYPE: Record<TextLinkType, string> = { url: 'url', phone: 'tel', email: 'email' };

/**
 * A link (editor-core §3 "Link value"): the type radio sets the type; url, phone and email are
 * validated and saved, a page is saved as soon as it is picked. The other targets are kept.
 */
export function LinkOption({ id, labelId, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const stored = readLinkDraft(value);
  const [type, setType] = useState<LinkType>(stored.type);
  const [inputs, setInputs] = useState<Record<TextLinkType, string>>({
    url: stored.url ?? '',
    phone: stored.phone ?? '',
    email: stored.email ?? '',
  });
  const [error, setError] = useState<InlineValidationError | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const commit = (patch: Partial<LinkDraft>) => onCommit({ ...stored, ...patch });

  function submit(kind: TextLinkType) {
    const result = validateInlineValue(kind, inputs[kind]);
    if (!result.ok) {
      setError(result.error);
      shake(inputRef.current);
      return;
    }
    commit({ type: kind, [kind]: result.value });
  }

  return (
    <div className="space-y-2.5">
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={type}
        disabled={disabled}
        orientation="horizontal"
        onValueChange={(next) => {
          if (!(LINK_TYPES as readonly string[]).includes(next)) return;
          setType(next as LinkType);
          setError(null);
        }}
        className={`${segmentGroupClass} grid-cols-4`}
      >
        {LINK_TYPES.map((kind) => (
          <RadioGroup.Item key={kind} value={kind} className={segmentItemClass}>
            {t(`linkTypes.${kind}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {type === 'page' ? (
        <PagePicker selected={stored.type === 'page' ? stored.page : null} disabled={disabled} onSelect={(page) => commit({ type: 'page', page })} />
      ) : (
        <OptionForm onSubmit={() => submit(type)} disabled={disabled}>
          <input
            ref={inputRef}
            key={type}
            id={`${id}-${type}`}
            type={INPUT_TYPE[type]}
            aria-label={t(`linkInput.${type}`)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            placeholder={t(`linkPlaceholders.${type}`)}
            className={inputClass}
            value={inputs[type]}
            disabled={disabled}
            onChange={(event) => {
              setInputs({ ...inputs, [type]: event.target.value });
              setError(null);
            }}
          />
          {error && <FieldError id={errorId}>{t(`validation.${error}`)}</FieldError>}
        </OptionForm>
      )}
    </div>
  );
}
