const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count as the media library shows it (editor-panels §9): Bytes below 1 KB, else KB, MB or
 * GB (base 1024) with one decimal. Negative or non-finite input reads as 0 Bytes.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  // Round first so 1023.96 KB reads as 1.0 MB, not 1024.0 KB.
  while (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
