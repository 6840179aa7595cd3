import { describe, expect, it } from 'vitest';
import { parseYouTubeUrl } from './youtube';

describe('parseYouTubeUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('extracts the id from %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: true, videoId: 'dQw4w9WgXcQ' });
  });

  it('says the id is missing when the form is right but the id is not 11 characters', () => {
    expect(parseYouTubeUrl('https://www.youtube.com/watch?v=short')).toEqual({ ok: false, error: 'no-video-id' });
    expect(parseYouTubeUrl('https://youtu.be/')).toEqual({ ok: false, error: 'no-video-id' });
  });

  it('refuses other hosts, schemes and non-URLs', () => {
    for (const url of [
      'not a url',
      'https://vimeo.com/12345678901',
      'javascript:alert(1)',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/channel/dQw4w9WgXcQ',
    ]) {
      expect(parseYouTubeUrl(url)).toEqual({ ok: false, error: 'invalid-url' });
    }
  });
});
