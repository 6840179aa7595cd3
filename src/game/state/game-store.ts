import { SCORE_MAX, SCORE_MIN, PLAYER_NAME_MAX_LENGTH } from '../../shared/constants/game';
import { applyGameEvent } from '../../shared/game/apply-event';
import type { TGameEvent } from '../../shared/game/events';
import type { TGameState } from '../../shared/game/schemas';
import { applyPendingChanges, enqueueChange, type PendingChange } from './pending-changes';
import type { GameTransport } from './transport';

export type GameStatus = 'idle' | 'loading' | 'ready' | 'notFound';

/** What the screens render: immutable, replaced on every change (useSyncExternalStore). */
export type GameSnapshot = {
  gameId: string | null;
  status: GameStatus;
  /** The server's state with this device's unsent changes on top; null until loaded. */
  game: TGameState | null;
  /** Unsent changes of this game. */
  pending: number;
  online: boolean;
};

export type GameStoreEnv = {
  transport: GameTransport;
  loadPending: () => PendingChange[];
  savePending: (changes: readonly PendingChange[]) => void;
  storeGameId: (gameId: string | null) => void;
  /**
   * The last state this device had from the server, so a page reloaded without signal (the game's
   * service worker serves it) shows the players and takes scores at once; absent in most tests.
   */
  loadKnownState?: (gameId: string) => TGameState | null;
  saveKnownState?: (state: TGameState | null) => void;
  now: () => Date;
  uuid: () => string;
  online: () => boolean;
  /** Wait before re-sending after a failure; and before re-opening a stream that closed. */
  retryMs?: number;
  /** A stream nobody follows any more stays open this long (client navigation between screens). */
  lingerMs?: number;
  /** Window events (online, offline, tab visible again); absent in tests without a window. */
  events?: { add: (listener: GameWindowListener) => () => void };
};

export type GameWindowListener = { online: () => void; offline: () => void; visible: () => void };

export const IDLE_SNAPSHOT: GameSnapshot = { gameId: null, status: 'idle', game: null, pending: 0, online: true };

/**
 * The game on this device: follows one game (state from the server, live events, re-fetch on
 * (re)connect and when the tab shows again) and keeps every change in a persistent queue that
 * is applied optimistically and sent in order whenever the device is online. Plain TypeScript so
 * it can be tested without React; `GameProvider` makes it available to the screens.
 */
export class GameStore {
  private snapshot: GameSnapshot;
  private readonly listeners = new Set<() => void>();
  private server: TGameState | null = null;
  private queue: PendingChange[];
  private followers = 0;
  private closeStream: (() => void) | null = null;
  private detachWindow: (() => void) | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  /** Bumped whenever the server state moves, so a slower re-fetch does not undo a newer event. */
  private serverVersion = 0;
  /** The server state last handed to `saveKnownState` (saved again only when it moved). */
  private savedServer: TGameState | null = null;

  constructor(private readonly env: GameStoreEnv) {
    this.queue = env.loadPending();
    this.snapshot = { ...IDLE_SNAPSHOT, online: env.online() };
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): GameSnapshot => this.snapshot;

  private emit(patch: Partial<GameSnapshot> = {}): void {
    const gameId = patch.gameId !== undefined ? patch.gameId : this.snapshot.gameId;
    const own = this.queue.filter((change) => change.gameId === gameId);
    if (this.server && this.server !== this.savedServer) {
      this.savedServer = this.server;
      this.env.saveKnownState?.(this.server);
    }
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      game: this.server ? applyPendingChanges(this.server, own) : null,
      pending: own.length,
    };
    for (const listener of this.listeners) listener();
  }

  // ── following a game ────────────────────────────────────────────────────────────────────
  /** Follows a game while the returned release function has not been called. */
  follow(gameId: string): () => void {
    if (this.snapshot.gameId !== gameId || this.snapshot.status === 'notFound' || this.snapshot.status === 'idle') this.switchTo(gameId);
    this.followers += 1;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    this.openStream();
    if (!this.detachWindow && this.env.events) {
      this.detachWindow = this.env.events.add({
        online: () => {
          this.emit({ online: true });
          void this.refresh();
          void this.flush();
        },
        offline: () => this.emit({ online: false }),
        visible: () => {
          void this.refresh();
          void this.flush();
        },
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.followers -= 1;
      if (this.followers > 0) return;
      this.lingerTimer = setTimeout(() => this.stopFollowing(), this.env.lingerMs ?? 1500);
    };
  }

  private stopFollowing(): void {
    this.lingerTimer = null;
    if (this.followers > 0) return;
    this.closeStream?.();
    this.closeStream = null;
    this.detachWindow?.();
    this.detachWindow = null;
  }

  private switchTo(gameId: string, initial: TGameState | null = null): void {
    this.closeStream?.();
    this.closeStream = null;
    // Without a connection the known state is all there is; the re-fetch below replaces it.
    const known = initial ?? this.env.loadKnownState?.(gameId) ?? null;
    this.server = known;
    this.savedServer = initial ? null : known;
    this.serverVersion += 1;
    this.env.storeGameId(gameId);
    this.emit({ gameId, status: known ? 'ready' : 'loading' });
    if (!initial) void this.refresh();
    void this.flush();
  }

  private openStream(): void {
    const gameId = this.snapshot.gameId;
    if (!gameId || this.closeStream || this.snapshot.status === 'notFound') return;
    this.closeStream = this.env.transport.subscribe(gameId, {
      onEvent: (event) => this.receive(gameId, event),
      onClosed: () => {
        this.closeStream = null;
        // The stream gave up: find out why (a deleted game answers 404), then try again later.
        void this.refresh().then(() => {
          if (this.followers > 0 && this.snapshot.status !== 'notFound') setTimeout(() => this.openStream(), this.env.retryMs ?? 4000);
        });
      },
    });
  }

  private receive(gameId: string, event: TGameEvent): void {
    if (gameId !== this.snapshot.gameId) return;
    if (event.type === 'ready') {
      // Subscribed: whatever happened before is in the state we fetch now (spec §4.2).
      void this.refresh();
      void this.flush();
      return;
    }
    if (!this.server) return;
    this.server = applyGameEvent(this.server, event);
    this.serverVersion += 1;
    this.emit();
  }

  /** Re-fetches the followed game. An unknown game is forgotten (stored id cleared, changes dropped). */
  async refresh(): Promise<void> {
    const gameId = this.snapshot.gameId;
    if (!gameId) return;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const version = this.serverVersion;
      let result: Awaited<ReturnType<GameTransport['loadState']>>;
      try {
        result = await this.env.transport.loadState(gameId);
      } catch (error) {
        // Offline: keep what we have; the next reconnect or visibility change tries again.
        console.error('urban golf: could not load the game', error);
        return;
      }
      if (gameId !== this.snapshot.gameId) return;
      if (result.kind === 'notFound') {
        this.forgetGame(gameId);
        return;
      }
      // An event arrived while we were fetching: the answer may be older than it, so ask again.
      if (version !== this.serverVersion && attempt < 2) continue;
      this.server = result.state;
      this.serverVersion += 1;
      this.emit({ status: 'ready' });
      return;
    }
  }

  private forgetGame(gameId: string): void {
    this.closeStream?.();
    this.closeStream = null;
    this.server = null;
    this.queue = this.queue.filter((change) => change.gameId !== gameId);
    this.env.savePending(this.queue);
    this.env.storeGameId(null);
    this.savedServer = null;
    this.env.saveKnownState?.(null);
    this.emit({ status: 'notFound' });
  }

  // ── creating ───────────────────────────────────────────────────────────────────────────
  /** Creates a game on the server (needs a connection) and follows it. */
  async createGame(): Promise<string> {
    const game = await this.env.transport.createGame();
    this.switchTo(game.id, { game, players: [], scores: [] });
    return game.id;
  }

  // ── changes (optimistic, queued) ────────────────────────────────────────────────────────
  /** Adds a player (trimmed; an empty name is ignored). Returns the new player's id. */
  addPlayer(name: string): string | null {
    const gameId = this.snapshot.gameId;
    const trimmed = name.trim().slice(0, PLAYER_NAME_MAX_LENGTH);
    if (!gameId || trimmed === '') return null;
    const player = { id: this.env.uuid(), name: trimmed, createdAt: this.env.now().toISOString() };
    this.enqueue({ changeId: this.env.uuid(), gameId, kind: 'addPlayer', player });
    return player.id;
  }

  /** Renames a player; an empty or unchanged name changes nothing. */
  renamePlayer(playerId: string, name: string): void {
    const gameId = this.snapshot.gameId;
    const trimmed = name.trim().slice(0, PLAYER_NAME_MAX_LENGTH);
    const current = this.snapshot.game?.players.find((p) => p.id === playerId);
    if (!gameId || !current || trimmed === '' || trimmed === current.name) return;
    this.enqueue({ changeId: this.env.uuid(), gameId, kind: 'renamePlayer', playerId, name: trimmed });
  }

  removePlayer(playerId: string): void {
    const gameId = this.snapshot.gameId;
    if (!gameId) return;
    this.enqueue({ changeId: this.env.uuid(), gameId, kind: 'removePlayer', playerId });
  }

  /** Sets a player's strokes on a hole page, clamped to 0..99 (the minus button stops at 0). */
  setScore(pageId: string, playerId: string, score: number): void {
    const gameId = this.snapshot.gameId;
    if (!gameId || !Number.isFinite(score)) return;
    const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
    this.enqueue({ changeId: this.env.uuid(), gameId, kind: 'score', pageId, playerId, score: clamped, clientUpdatedAt: this.env.now().toISOString() });
  }

  private enqueue(change: PendingChange): void {
    this.queue = enqueueChange(this.queue, change);
    this.env.savePending(this.queue);
    this.emit();
    void this.flush();
  }

  /** Sends queued changes in order; stops at the first one that must wait (offline, server trouble). */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    retrying: do {
      this.flushAgain = false;
      for (let change = this.queue[0]; change; change = this.queue[0]) {
        const result = await this.env.transport.send(change);
        if (!result.ok && result.retry) {
          // Asked to send again meanwhile (e.g. the connection came back): try once more now.
          if (this.flushAgain) continue retrying;
          this.scheduleRetry();
          return;
        }
        this.queue = this.queue.filter((c) => c.changeId !== change.changeId);
        this.env.savePending(this.queue);
        if (result.ok) {
          if (this.server && change.gameId === this.snapshot.gameId) {
            this.server = applyGameEvent(this.server, result.event);
            this.serverVersion += 1;
          }
        } else {
          console.error(`urban golf: the server refused a ${change.kind} change (${result.status}); it is dropped`);
          if (result.status === 404 && change.gameId === this.snapshot.gameId) void this.refresh();
        }
        this.emit();
      }
    } while (this.flushAgain);
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.env.retryMs ?? 4000);
  }
}
