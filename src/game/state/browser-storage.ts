import { COUPON_VISITED_SESSION_KEY, CURRENT_GAME_STORAGE_KEY } from '../../shared/constants/game';
import { type TGameState, ZGameState } from '../../shared/game/schemas';
import { isPendingChange, type PendingChange } from './pending-changes';

/** Unsent changes of every game on this device (local storage, so a reload keeps them). */
export const PENDING_CHANGES_STORAGE_KEY = 'urbanGolf.pendingChanges';

/** The followed game's last state from the server (one game at a time), for a reload without signal. */
export const KNOWN_STATE_STORAGE_KEY = 'urbanGolf.knownState';

/** Storage can be missing (server render) or throw (private mode, quota): never let it break the game. */
function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.error('urban golf: could not write to storage', error);
  }
}

export const storedGameId = () => read(local(), CURRENT_GAME_STORAGE_KEY);
export const storeGameId = (gameId: string | null) => write(local(), CURRENT_GAME_STORAGE_KEY, gameId);

export function loadPendingChanges(): PendingChange[] {
  const raw = read(local(), PENDING_CHANGES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingChange) : [];
  } catch {
    return [];
  }
}

export const savePendingChanges = (changes: readonly PendingChange[]) =>
  write(local(), PENDING_CHANGES_STORAGE_KEY, changes.length > 0 ? JSON.stringify(changes) : null);

export function loadKnownState(gameId: string): TGameState | null {
  const raw = read(local(), KNOWN_STATE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = ZGameState.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.game.id === gameId ? parsed.data : null;
  } catch {
    return null;
  }
}

export const saveKnownState = (state: TGameState | null) => write(local(), KNOWN_STATE_STORAGE_KEY, state ? JSON.stringify(state) : null);

export const markCouponVisited = () => write(session(), COUPON_VISITED_SESSION_KEY, '1');
export const wasCouponVisited = () => read(session(), COUPON_VISITED_SESSION_KEY) === '1';

/** Small flags kept for the session (the map's location tooltip) or on the device (map theme). */
export const readSessionFlag = (key: string) => read(session(), key);
export const writeSessionFlag = (key: string, value: string) => write(session(), key, value);
export const readLocal = (key: string) => read(local(), key);
export const writeLocal = (key: string, value: string) => write(local(), key, value);
