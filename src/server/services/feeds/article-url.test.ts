import { describe, expect, it } from 'vitest';
import { articleRefOf, htmlToPlainText, normalisedArticleUrl, onFeedHost } from './article-url';

const base = 'https://magazin.gesundheitsoptik.example';

describe('onFeedHost', () => {
  it('accepts http(s) links on the feed host, with or without www', () => {
    expect(onFeedHost('https://magazin.gesundheitsoptik.example/2025/03/a/', base)?.pathname).toBe('/2025/03/a/');
    expect(onFeedHost('  http://www.magazin.gesundheitsoptik.example/a  ', base)).not.toBeNull();
    expect(onFeedHost('https://MAGAZIN.gesundheitsoptik.example/a', base)).not.toBeNull();
  });

  it('refuses other hosts, ports, schemes, credentials and garbage', () => {
    expect(onFeedHost('https://evil.example/2025/03/a/', base)).toBeNull();
    expect(onFeedHost('https://magazin.gesundheitsoptik.example.evil.example/a', base)).toBeNull();
    expect(onFeedHost('https://magazin.gesundheitsoptik.example:8443/a', base)).toBeNull();
    expect(onFeedHost('https://user:pw@magazin.gesundheitsoptik.example/a', base)).toBeNull();
    expect(onFeedHost('javascript:alert(1)', base)).toBeNull();
    expect(onFeedHost('not a url', base)).toBeNull();
  });
});

describe('articleRefOf', () => {
  const ref = (url: string) => articleRefOf(new URL(url));
  it('takes the slug from the last path segment', () => {
    expect(ref(`${base}/2025/03/trockene-augen-im-winter/`)).toEqual({ slug: 'trockene-augen-im-winter' });
    expect(ref(`${base}/ratgeber/Blaulicht-und-Schlaf?utm_source=x#top`)).toEqual({ slug: 'blaulicht-und-schlaf' });
    expect(ref(`${base}/2025/03/gr%C3%BCner-star/`)).toEqual({ slug: 'grüner-star' });
  });

  it('reads a default permalink ?p=id', () => {
    expect(ref(`${base}/?p=42`)).toEqual({ postId: 42 });
    expect(ref(`${base}/?p=abc`)).toBeNull();
    expect(ref(`${base}/?p=0`)).toBeNull();
  });

  it('names no post for the home page or a slug with odd characters', () => {
    expect(ref(`${base}/`)).toBeNull();
    expect(ref(`${base}/a%2Fb.html`)).toBeNull();
    expect(ref(`${base}/%E0%A4%A`)).toBeNull();
  });
});

describe('normalisedArticleUrl', () => {
  it('is the same however the link was pasted', () => {
    const a = normalisedArticleUrl(new URL(`${base}/2025/03/a`));
    expect(normalisedArticleUrl(new URL('https://www.magazin.gesundheitsoptik.example/2025/03/a/?utm_source=news#x'))).toBe(a);
    expect(normalisedArticleUrl(new URL(`${base}/?p=7&utm=1`))).toBe(`${base}/?p=7`);
  });
});

describe('htmlToPlainText', () => {
  it('strips tags, decodes entities and turns the read-more tail into an ellipsis', () => {
    expect(htmlToPlainText('<p>Heizungsluft &amp; Bildschirme strapazieren die Augen&#8217;s Tr&auml;nenfilm [&hellip;]</p>\n')).toBe(
      'Heizungsluft & Bildschirme strapazieren die Augen’s Tränenfilm…',
    );
    expect(htmlToPlainText('Gr&uuml;ner Star &#x2013; fr&uuml;h erkennen')).toBe('Grüner Star – früh erkennen');
  });

  it('drops scripts and styles with their content and keeps unknown entities as text', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style><b>Hallo</b><br/>Welt &bogus;')).toBe('Hallo Welt &bogus;');
    expect(htmlToPlainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlToPlainText('&#0;&#xD800;ok')).toBe('ok');
  });
});
