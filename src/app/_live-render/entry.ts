// The live renderer's bundle (scripts/build-server.mjs → dist/server/live-render.mjs), loaded by
// the server's loadLiveRenderer (src/server/runtime/live-renderer.ts).
export { createLiveRenderer } from './render-live-page';
