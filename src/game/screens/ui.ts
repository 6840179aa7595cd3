/** Shared classes of the game screens: large touch targets, visible focus, theme colours. */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
export const primaryButton = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-white shadow-sm transition disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;
export const secondaryButton = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-primary px-6 py-3 font-semibold text-primary transition disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;
export const iconButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-current/20 transition disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;
export const screenShell = 'mx-auto flex w-full max-w-md flex-col gap-6 px-6 py-12';
