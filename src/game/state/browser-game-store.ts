import { loadKnownState, loadPendingChanges, saveKnownState, savePendingChanges, storeGameId } from './browser-storage';
import { GameStore, type GameWindowListener } from './game-store';
import { httpTransport } from './http-transport';

/** A v4 uuid; crypto.randomUUID exists only in secure contexts (not on plain http in a LAN). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function windowEvents(listener: GameWindowListener): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener.visible();
  };
  window.addEventListener('online', listener.online);
  window.addEventListener('offline', listener.offline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', listener.online);
    window.removeEventListener('offline', listener.offline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

let browserStore: GameStore | null = null;

/**
 * One store per browser window, shared by every game island on the page and kept across client
 * navigation between the screens (one event stream, one queue). Server renders get a throwaway one.
 */
export function getGameStore(): GameStore {
  const create = () =>
    new GameStore({
      transport: httpTransport,
      loadPending: loadPendingChanges,
      savePending: savePendingChanges,
      storeGameId,
      loadKnownState,
      saveKnownState,
      now: () => new Date(),
      uuid: randomUuid,
      online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      events: typeof window === 'undefined' ? undefined : { add: windowEvents },
    });
  if (typeof window === 'undefined') return create();
  browserStore ??= create();
  return browserStore;
}
