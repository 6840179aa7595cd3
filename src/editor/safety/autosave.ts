import type { TSavedItem } from '@/shared/schemas/editor';
import { ApiError } from '../api-client';
import { askConflict, type Conflict } from './conflicts';
import { type DraftRef, draftKey, dropDraft, markDraftSaved, noteUnconfirmed, readStoredDraft, storeDraft, type UnconfirmedSave } from './drafts';
import { isTransientFailure } from './save-retry';
import { clearSaveState, isPageBeingLeft, markFailed, markSaved, markSaving } from './save-status';

/** Typing pauses this long before the text is saved as a draft. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveOptions<T> = {
  ref: DraftRef;
  /** What the server holds (the rendered value): nothing is sent while the text equals it. */
  baseline: T;
  /** The version a save now is based on (the rendered one, or this tab's last save). */
  baseVersion: () => number;
  /** Sends a value based on `version` (`keepalive`: the page is being left, the request must outlive it). */
  send: (value: T, version: number, transport: { keepalive: boolean }) => Promise<TSavedItem>;
  /** Builds the next save on `version` (a save of this text confirmed just before the page was left). */
  adoptVersion: (version: number) => void;
  isValue: (value: unknown) => value is T;
  /** The conflict dialog's texts for my value and for the server's state. */
  describe: { label: string; mine: (value: T) => string; theirs: (current: TSavedItem) => string };
  /** After a save: `final` when the user left the field (the page may re-render then). */
  onSaved: (final: boolean) => void;
  /** The user kept the other version (`current`): show the server's text. */
  onTheirs: (current: TSavedItem) => void;
  /** A save failed (told once, not again for each automatic retry). */
  onError: (error: unknown) => void;
};

type Pending<T> = { value: T; version?: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Unanswered saves kept: a retry of the same text on the same version is listed once, the newest few in all. */
const KEPT_UNCONFIRMED = 5;
function withUnconfirmed(list: UnconfirmedSave[], sent: UnconfirmedSave): UnconfirmedSave[] {
  return [...list.filter((entry) => entry.text !== sent.text || entry.base !== sent.base), sent].slice(-KEPT_UNCONFIRMED);
}

/**
 * Saves one field's text while it is typed: every change is kept in localStorage at once, sent
 * `AUTOSAVE_DELAY_MS` after the last one (or at once on `commit`), one request at a time, and
 * forgotten locally only when the server has it. A failed save keeps the text (on screen and
 * stored) and is sent again (by itself when the failure may pass, see `save-status`); a 409 asks
 * the user which version to keep, unless the version on the server is this editor's own save
 * whose answer never came (sent just before a reload, or as the connection dropped).
 */
export class Autosave<T> {
  private pending: Pending<T> | null = null;
  private lastSent: T;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  private unrefreshed = false;
  private final = false;
  private failing = false;
  /** Saves sent whose answer has not come (kept with the draft, so they outlive a reload). */
  private unconfirmed: UnconfirmedSave[] = [];

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

  /**
   * An unsent value stored by an earlier visit (or the page before a reload): shown instead of the
   * server's and sent at once, based on the version it was typed on.
   */
  restore(): T | undefined {
    const stored = readStoredDraft(this.options.ref, this.options.isValue);
    if (stored === undefined) return undefined;
    if (same(stored.value, this.options.baseline) || (stored.saved && stored.saved.version <= this.options.baseVersion())) {
      dropDraft(this.options.ref);
      return undefined;
    }
    if (stored.saved) {
      // Saved as the page was left, after this page was rendered: shown, and nothing to send.
      dropDraft(this.options.ref);
      this.lastSent = stored.value;
      this.options.adoptVersion(stored.saved.version);
      return stored.value;
    }
    this.unconfirmed = stored.unconfirmed;
    this.pending = { value: stored.value, version: stored.base };
    void this.flush();
    return stored.value;
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
    // A restored draft keeps the version it was typed on until it is sent.
    const version = this.pending?.version;
    this.pending = { value, version };
    storeDraft(this.options.ref, value, version ?? this.options.baseVersion());
    markSaving(this.key, () => void this.flush({ keepalive: true }));
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

  /** Sends the pending value (after any running save); `keepalive` when the page is being left. */
  async flush(transport: { keepalive?: boolean } = {}): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight) await this.inFlight;
    const pending = this.pending;
    if (!pending) return true;
    this.pending = null;
    this.inFlight = this.send(pending.value, pending.version, transport.keepalive ?? false);
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async send(value: T, version = this.options.baseVersion(), keepalive = false): Promise<boolean> {
    markSaving(this.key);
    this.unconfirmed = withUnconfirmed(this.unconfirmed, { text: this.options.describe.mine(value), base: version });
    noteUnconfirmed(this.options.ref, this.unconfirmed);
    let saved: TSavedItem;
    try {
      saved = await this.options.send(value, version, { keepalive });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return this.resolveConflict(value, error);
      // Kept on screen and in storage (still listed as unanswered: it may have landed).
      if (!this.pending) this.pending = { value, version };
      markFailed(this.key, () => void this.flush(), { transient: isTransientFailure(error) });
      if (!this.failing) this.options.onError(error);
      this.failing = true;
      return false;
    }
    this.failing = false;
    this.unconfirmed = [];
    this.lastSent = value;
    if (this.pending) {
      // Typed on meanwhile: that text is based on the version just saved.
      storeDraft(this.options.ref, this.pending.value, this.options.baseVersion());
      return true;
    }
    // The next page may have been rendered before this save landed: it finds the text kept.
    if (isPageBeingLeft()) markDraftSaved(this.options.ref, value, saved.version);
    else dropDraft(this.options.ref);
    markSaved(this.key);
    const final = this.final;
    this.final = false;
    this.unrefreshed = !final;
    this.options.onSaved(final);
    return true;
  }

  /**
   * The server holds this editor's own text when it holds the text being sent, or the text of a
   * save sent on the version just before and never answered (only one save can be based on a
   * version, so that one was ours).
   */
  private isOwn(current: TSavedItem, value: T): boolean {
    const theirs = this.options.describe.theirs(current);
    if (theirs === this.options.describe.mine(value)) return true;
    return this.unconfirmed.some((sent) => sent.base === current.version - 1 && sent.text === theirs);
  }

  private async resolveConflict(value: T, error: ApiError): Promise<boolean> {
    const current = error.data as TSavedItem;
    // Typed on while this save (or the dialog) ran: the newest text is the one to keep.
    const latest = () => {
      const next = this.pending?.value ?? value;
      this.pending = null;
      return next;
    };
    if (this.isOwn(current, value)) return this.send(latest(), current.version);
    const { describe } = this.options;
    const conflict: Conflict = { label: describe.label, mine: describe.mine(value), theirs: describe.theirs(current), current };
    const choice = await askConflict(conflict);
    if (choice === 'mine') return this.send(latest(), current.version);
    this.pending = null;
    this.unconfirmed = [];
    this.lastSent = this.options.baseline;
    dropDraft(this.options.ref);
    clearSaveState(this.key);
    this.options.onTheirs(current);
    return true;
  }
}
