import type { TSavedItem } from '@/shared/schemas/editor';
import { ApiError } from '../api-client';
import { askConflict, type Conflict } from './conflicts';
import { type DraftRef, draftKey, dropDraft, readDraft, storeDraft } from './drafts';
import { clearSaveState, markFailed, markSaved, markSaving } from './save-status';

/** Typing pauses this long before the text is saved as a draft. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveOptions<T> = {
  ref: DraftRef;
  /** What the server holds (the rendered value): nothing is sent while the text equals it. */
  baseline: T;
  /** Sends a value; `version` overrides the base version (keeping mine after a conflict). */
  send: (value: T, version?: number) => Promise<TSavedItem>;
  isValue: (value: unknown) => value is T;
  /** The conflict dialog's texts for my value and for the server's state. */
  describe: { label: string; mine: (value: T) => string; theirs: (current: TSavedItem) => string };
  /** After a save: `final` when the user left the field (the page may re-render then). */
  onSaved: (final: boolean) => void;
  /** The user kept the other version (`current`): show the server's text. */
  onTheirs: (current: TSavedItem) => void;
  onError: (error: unknown) => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves one field's text while it is typed: every change is kept in localStorage at once, sent
 * `AUTOSAVE_DELAY_MS` after the last one (or at once on `commit`), one request at a time, and
 * forgotten locally only when the server has it. A failed save keeps the text (on screen and
 * stored) with a retry; a 409 asks the user which version to keep.
 */
export class Autosave<T> {
  private pending: { value: T } | null = null;
  private lastSent: T;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  private unrefreshed = false;
  private final = false;

  constructor(private options: AutosaveOptions<T>) {
    this.lastSent = options.baseline;
  }

  private get key(): string {
    return draftKey(this.options.ref);
  }

  /** Keeps the latest callbacks and the server's value (a re-render after a save). */
  update(options: AutosaveOptions<T>): void {
    if (!same(options.baseline, this.options.baseline) && !this.pending && !this.inFlight) this.lastSent = options.baseline;
    this.options = options;
  }

  /** An unsent value stored by an earlier visit, shown instead of the server's until saved. */
  restore(): T | undefined {
    const stored = readDraft(this.options.ref, this.options.isValue);
    if (stored === undefined) return undefined;
    if (same(stored, this.options.baseline)) {
      dropDraft(this.options.ref);
      return undefined;
    }
    this.pending = { value: stored };
    markFailed(this.key, () => void this.flush());
    return stored;
  }

  /** A change while typing: stored now, sent after the pause. */
  change(value: T): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (same(value, this.lastSent) && !this.inFlight) {
      this.pending = null;
      dropDraft(this.options.ref);
      clearSaveState(this.key);
      return;
    }
    this.pending = { value };
    storeDraft(this.options.ref, value);
    markSaving(this.key);
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** The user left the field (blur, Enter): send now; resolves whether everything is saved. */
  async commit(value: T): Promise<boolean> {
    if (!same(value, this.lastSent) || this.pending) this.change(value);
    this.final = true;
    const saved = await this.flush();
    if (saved && this.unrefreshed && !this.pending && !this.inFlight) {
      this.unrefreshed = false;
      this.options.onSaved(true);
    }
    return saved;
  }

  /** The field goes away (toolbar closed, another page): text still waiting for the pause is sent now. */
  dispose(): void {
    if (this.timer) void this.flush();
  }

  /** Sends the pending value (after any running save). */
  async flush(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight) await this.inFlight;
    const pending = this.pending;
    if (!pending) return true;
    this.pending = null;
    this.inFlight = this.send(pending.value);
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async send(value: T, version?: number): Promise<boolean> {
    markSaving(this.key);
    try {
      await this.options.send(value, version);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return this.resolveConflict(value, error);
      // Kept on screen and in storage; the indicator offers the retry.
      if (!this.pending) this.pending = { value };
      markFailed(this.key, () => void this.flush());
      this.options.onError(error);
      return false;
    }
    this.lastSent = value;
    if (this.pending) return true;
    dropDraft(this.options.ref);
    markSaved(this.key);
    const final = this.final;
    this.final = false;
    this.unrefreshed = !final;
    this.options.onSaved(final);
    return true;
  }

  private async resolveConflict(value: T, error: ApiError): Promise<boolean> {
    const current = error.data as TSavedItem;
    const { describe } = this.options;
    const conflict: Conflict = { label: describe.label, mine: describe.mine(value), theirs: describe.theirs(current), current };
    const choice = await askConflict(conflict);
    if (choice === 'mine') {
      // Typed on while the dialog was open: the newest text is the one to keep.
      const latest = this.pending?.value ?? value;
      this.pending = null;
      return this.send(latest, current.version);
    }
    this.pending = null;
    this.lastSent = this.options.baseline;
    dropDraft(this.options.ref);
    clearSaveState(this.key);
    this.options.onTheirs(current);
    return true;
  }
}
