/** MapLibre 6 draws with WebGL 2; without it (old devices, GPU-less headless browsers) there is no map. */
export function canShowMap(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return canvas.getContext('webgl2') !== null;
  } catch {
    return false;
  }
}
