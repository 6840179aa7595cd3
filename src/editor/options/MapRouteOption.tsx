'use client';

import { useId, useRef, useState } from 'react';
import { MAP_ROUTE_MAX_POINTS, formatMapRoute, parseMapRoute } from '@/editor/lib/map-route';
import type { OptionControlProps } from './control-props';
import { FieldError, inputClass, OptionForm, shake, useOptionTexts } from './ui';

/** A map route pasted as text (editor-core §5); saved as [longitude, latitude] pairs, empty clears. */
export function MapRouteOption({ id, labelId, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const [text, setText] = useState(() => formatMapRoute(value));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();

  function submit() {
    const result = parseMapRoute(text);
    if (!result.ok) {
      setError(t(`mapRouteErrors.${result.error}`, { max: MAP_ROUTE_MAX_POINTS }));
      shake(ref.current);
      return;
    }
    onCommit(result.value);
  }

  return (
    <OptionForm onSubmit={submit} disabled={disabled}>
      <textarea
        ref={ref}
        id={`${id}-route`}
        rows={6}
        spellCheck={false}
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error !== null}
        className={`${inputClass} resize-y font-mono text-xs leading-relaxed`}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <p id={hintId} className="text-xs text-neutral-500">
        {t('mapRouteHint')}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </OptionForm>
  );
}
