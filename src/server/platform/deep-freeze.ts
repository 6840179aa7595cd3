/** Freezes a value and everything it holds: for values shared between requests, so a render that tried to change one fails instead of changing the next. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
