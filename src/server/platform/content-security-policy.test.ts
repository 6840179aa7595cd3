import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, inlineScriptHashes } from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as a browser does', () => {
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    const text = '\n  self.__next_f.push([1,"Zürich \\u003c"])\n';
    expect(inlineScriptHashes(`<p>x</p><script id="_R_">${text}</script>`)).toEqual([sha(text)]);
  });

  it('skips external scripts and data blocks, keeps modules and explicit JavaScript types', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Optician"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="module">import("/x.js")</script>',
      "<script type='text/javascript'>var a=1</script>",
      '<SCRIPT>b()</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('import("/x.js")'), sha('var a=1'), sha('b()')]);
  });

  it('allows tracking scripts that wait for consent, which run inline once the visitor agrees', () => {
    expect(inlineScriptHashes('<script id="gtm-init" type="text/webbox-consent">gtm()</script>')).toEqual([sha('gtm()')]);
  });

  it('reads attributes holding ">" and lists a repeated script once', () => {
    const html = '<script data-x="a>b">one()</script><script>one()</script><script>two()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
  });

  it('hashes an empty inline script (browsers check it too)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')]);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows inline scripts only by the sources given, never unsafe-inline', () => {
    const policy = buildContentSecurityPolicy({ scriptSources: [sha('a()')] });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(sha('a()'));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
  });

  it('allows http images only where the platform itself is served over http', () => {
    expect(directive(buildContentSecurityPolicy({ scriptSources: [] }), 'img-src')).not.toContain('http:');
    expect(directive(buildContentSecurityPolicy({ scriptSources: [], plainHttp: true }), 'img-src')).toContain('http:');
  });

  it("gives Next's dev server eval and its websocket, and only it", () => {
    const policy = buildContentSecurityPolicy({ scriptSources: [], development: true });
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(policy, 'connect-src')).toContain('ws:');
  });
});

describe('createNonce', () => {
  it('is fresh per call and safe inside a CSP source', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => createNonce()));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
