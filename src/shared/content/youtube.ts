/** YouTube URL forms the editor accepts (editor-panels §5): watch, embed, shorts, youtu.be, no-cookie. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export type YouTubeParse = { ok: true; videoId: string } | { ok: false; error: 'invalid-url' | 'no-video-id' };

/** Extracts the 11-character video id, or says why it cannot. */
export function parseYouTubeUrl(input: string): YouTubeParse {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, error: 'invalid-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: 'invalid-url' };
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = segments[0];
  else if (HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second;
    else return { ok: false, error: 'invalid-url' };
  } else return { ok: false, error: 'invalid-url' };
  return candidate && VIDEO_ID.test(candidate) ? { ok: true, videoId: candidate } : { ok: false, error: 'no-video-id' };
}
