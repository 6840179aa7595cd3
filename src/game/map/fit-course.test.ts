import { describe, expect, it } from 'vitest';
import { type Camera, fitCourse, type Insets } from './fit-course';
import { placeMarkers } from './marker-offsets';

/** The demo course (Winterthur's old town): tee and hole of six holes, and the bar by the last. */
const LAT_LNG: [number, number][] = [
  [47.49995, 8.72405],
  [47.49962, 8.72528],
  [47.49948, 8.72596],
  [47.49921, 8.72735],
  [47.49953, 8.72818],
  [47.49988, 8.72951],
  [47.50008, 8.73045],
  [47.50031, 8.73187],
  [47.49957, 8.73242],
  [47.49873, 8.73262],
  [47.49835, 8.73041],
  [47.49802, 8.72874],
  [47.49818, 8.72842],
];
const markers = LAT_LNG.map(([lat, lng]) => ({ lng, lat }));
const route = LAT_LNG.slice(0, 12).map(([lat, lng]) => [lng, lat] as [number, number]);

/** Where each marker face lands on the map element for a camera (the map's centre is the element's). */
function faces(camera: Camera, size: { width: number; height: number }) {
  const world = (lng: number, lat: number) => {
    const scale = 512 * 2 ** camera.zoom;
    const sin = Math.sin((lat * Math.PI) / 180);
    return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale] as const;
  };
  const [cx, cy] = world(...camera.center);
  const placements = placeMarkers(markers, camera.zoom);
  return markers.map((m, i) => {
    const [x, y] = world(m.lng, m.lat);
    const [dx, dy] = placements[i]?.offset ?? [0, 0];
    const left = x + dx - cx + size.width / 2 - 18;
    const top = y + dy - cy + size.height / 2 - 26;
    return { left, top, right: left + 44, bottom: top + 44 };
  });
}

const cameraFor = (size: { width: number; height: number }, padding: Insets) => fitCourse({ markers, route, size, padding, minZoom: 5, maxZoom: 16 });

describe('fitCourse', () => {
  it('keeps every marker face of the course inside the uncovered part of a phone’s map', () => {
    const size = { width: 390, height: 844 };
    // The notices and controls above, the drawer below (as on a 390 × 844 phone).
    const padding = { top: 130, right: 16, bottom: 380, left: 16 };
    const camera = cameraFor(size, padding);
    expect(camera).not.toBeNull();
    for (const face of faces(camera!, size)) {
      expect(face.left).toBeGreaterThanOrEqual(padding.left - 0.5);
      expect(face.right).toBeLessThanOrEqual(size.width - padding.right + 0.5);
      expect(face.top).toBeGreaterThanOrEqual(padding.top - 0.5);
      expect(face.bottom).toBeLessThanOrEqual(size.height - padding.bottom + 0.5);
    }
    expect(camera!.zoom % 0.25).toBe(0);
  });

  it('zooms closer where there is more room, and centres the course in the uncovered part', () => {
    const phone = cameraFor({ width: 390, height: 844 }, { top: 130, right: 16, bottom: 380, left: 16 });
    const desktop = cameraFor({ width: 1366, height: 768 }, { top: 80, right: 80, bottom: 200, left: 40 });
    expect(desktop!.zoom).toBeGreaterThan(phone!.zoom);
    const all = faces(desktop!, { width: 1366, height: 768 });
    const left = Math.min(...all.map((f) => f.left));
    const right = Math.max(...all.map((f) => f.right));
    // Centred between the paddings (40 left, 80 right): equal room on both sides, within a face.
    expect(Math.abs(left - 40 - (1366 - 80 - right))).toBeLessThan(2);
  });

  it('ignores a padding that leaves no map, and has no camera without a course', () => {
    expect(cameraFor({ width: 390, height: 300 }, { top: 200, right: 16, bottom: 200, left: 16 })).not.toBeNull();
    expect(
      fitCourse({ markers: [], route: [], size: { width: 390, height: 844 }, padding: { top: 0, right: 0, bottom: 0, left: 0 }, minZoom: 5, maxZoom: 16 }),
    ).toBeNull();
  });
});
