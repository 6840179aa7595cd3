'use client';

/** Prints the page (the backup codes); shown only where JavaScript runs, the download works without. */
export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {label}
    </button>
  );
}
