import { expect, test } from '@playwright/test';

// Issue 17: an own video carries the captions file of the page's language as its default track
// (served as text/vtt from the site's own origin, so the content security policy lets it load).
test('the demo video shows the captions of the page language', async ({ page }) => {
  for (const [path, language, text] of [
    ['/de/bausteine', 'de', 'Willkommen bei Optik Muster'],
    ['/fr/composants', 'fr', 'Bienvenue chez Optik Muster'],
  ] as const) {
    await page.goto(path);
    const video = page.locator('section[data-block="videoPlayer"] video');
    await expect(video.locator('track')).toHaveAttribute('srclang', language);
    await expect.poll(() => video.evaluate((node) => (node as HTMLVideoElement).textTracks.length), { message: path }).toBe(1);
    const track = () =>
      video.evaluate((node) => {
        const element = node.querySelector('track') as HTMLTrackElement;
        return {
          ready: element.readyState,
          mode: element.track.mode,
          language: element.track.language,
          cue: (element.track.cues?.[0] as VTTCue | undefined)?.text ?? null,
        };
      });
    // 2 = LOADED: fetched and parsed, not blocked or refused.
    await expect.poll(async () => (await track()).ready, { message: path }).toBe(2);
    expect(await track()).toEqual({ ready: 2, mode: 'showing', language, cue: text });
  }
});
