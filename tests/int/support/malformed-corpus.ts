import fc from 'fast-check';
import { type JsonSchema, type Operation, type TenantIds, validBody, validPath } from './openapi-operations';
import type { RawRequest } from './tenant-world';

/**
 * Requests generated from an operation's documented schema: a valid request with one part broken
 * — a wrong type, a hostile or huge string, an out-of-range number, deep nesting, an extra or a
 * missing key, a broken body — so each run probes one way a client can be wrong.
 * NUL bytes, lone surrogates and rich text nested far past its cap are in the corpus (finding 5);
 * bodies beyond the body-size limits have their own walk (`body-limits.int.test.ts`, finding 6),
 * so every generated body here stays below 1 MB, public ones below 32 KB.
 */

const HOSTILE = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table pages; --",
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u202egnp.exe',
  '\u200b\u200d\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'ℌ𝔢𝔩𝔩𝔬',
  '\\u0000',
  `\${7*7}{{7*7}}`,
  '   ',
  '',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  'javascript:alert(1)',
  'https://user:pass@127.0.0.1:22/',
  'A'.repeat(300),
  'nul\u0000byte',
  'lone \ud800 high',
  'lone \udfff low',
];

/** Any text, NUL and control characters included (hostile strings add lone surrogates). */
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE), text);
const weirdNumber = fc.constantFrom(-1, -0, 0.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63), 1e-320);
const jsonLeaf = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), hostileText);
const wrongType = fc.oneof(jsonLeaf, fc.constant([]), fc.constant({}), fc.array(jsonLeaf, { maxLength: 3 }), fc.dictionary(text, jsonLeaf, { maxKeys: 3 }));

/** Arrays or objects nested `depth` levels. */
const nested = fc.tuple(fc.integer({ min: 20, max: 200 }), fc.boolean()).map(([depth, asObject]) => {
  let value: unknown = 'innen';
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
});

/** A rich-text document nested far deeper than its cap allows. */
const deepRichText = fc.integer({ min: 40, max: 1000 }).map((depth) => {
  let node: Record<string, unknown> = { type: 'text', text: 'innen' };
  for (let level = 0; level < depth; level += 1) node = { type: 'paragraph', content: [node] };
  return { type: 'doc', content: [node] };
});

/**
 * Percent-encodes like encodeURIComponent, and a lone surrogate (which it refuses) as the bytes a
 * careless client would send for it — an invalid UTF-8 sequence the server must refuse cleanly.
 */
function percentEncode(value: string): string {
  const byte = (n: number) => `%${n.toString(16).toUpperCase()}`;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const isPair = code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(value.charAt(i + 1));
    if (isPair) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) out += `${byte(0xed)}${byte(0x80 | ((code >> 6) & 0x3f))}${byte(0x80 | (code & 0x3f))}`;
    else out += encodeURIComponent(value.charAt(i));
  }
  return out;
}

const isRichText = (schema: JsonSchema) => schema.$ref?.endsWith('/RichTextNode') ?? false;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One broken variant of `base`, a value of `schema`. */
function broken(operation: Operation, input: JsonSchema, base: unknown, budget: number, depth = 0): fc.Arbitrary<unknown> {
  const schema = operation.resolve(input);
  const huge = fc.integer({ min: Math.min(budget, (schema.maxLength ?? 1000) + 1), max: budget }).map((length) => 'ü'.repeat(Math.floor(length / 2)));
  const options: fc.Arbitrary<unknown>[] = [wrongType, hostileText, weirdNumber, huge];
  options.push(isRichText(input) ? deepRichText : nested);
  if (isRecord(base) && schema.properties && depth < 6) {
    const properties = schema.properties;
    const keys = Object.keys(properties);
    const required = (schema.required ?? []).filter((key) => key in base);
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) => broken(operation, properties[key] ?? {}, base[key], budget, depth + 1).map((value) => ({ ...base, [key]: value }))),
      fc.dictionary(text, jsonLeaf, { minKeys: 1, maxKeys: 4 }).map((extra) => ({ ...extra, ...base })),
      fc.constant(
        JSON.parse(
          `{"__proto__":{"role":"owner"},"constructor":{"prototype":{"x":1}}${Object.keys(base).length ? `,${JSON.stringify(base).slice(1)}` : '}'}`,
        ) as unknown,
      ),
    );
    if (required.length) options.push(fc.constantFrom(...required).map((key) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key))));
  }
  if (Array.isArray(base) && schema.items) {
    const items = schema.items;
    options.push(
      fc.array(broken(operation, items, base[0], Math.floor(budget / 4), depth + 1), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: Math.min((schema.maxItems ?? 100) + 1, 5001) }, () => base[0] ?? 'x')),
    );
  }
  return fc.oneof(...options);
}

/** A body that is not the JSON it claims to be. */
const brokenJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '"text"', '{"a":1}{"b":2}', '\ufeff{}', '{"a":1,}', '');

/** A path or query value that is not what the route expects (percent-encoded as a client sends it). */
const brokenParameter = fc.oneof(
  hostileText.map(percentEncode),
  fc.constantFrom(
    '%ff',
    '%E0%A4%A',
    '..%2f..%2f',
    '%25',
    'a'.repeat(5000),
    '-1',
    '1e999',
    '00000000-0000-0000-0000-000000000000',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  ),
);

function brokenPathAndQuery(operation: Operation, ids: TenantIds): fc.Arbitrary<string> {
  const valid = validPath(operation, ids);
  const [path = '', query = ''] = valid.split('?');
  const templateParts = operation.template.split('/');
  const pathSlots = templateParts.flatMap((part, index) => (part.startsWith('{') ? [index] : []));
  const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const choices: fc.Arbitrary<string>[] = [];
  if (pathSlots.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...pathSlots), brokenParameter).map(([slot, value]) => {
        const parts = path.split('/');
        parts[slot] = value;
        return `${parts.join('/')}${query ? `?${query}` : ''}`;
      }),
    );
  }
  if (queryNames.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...queryNames), brokenParameter, fc.boolean()).map(([name, value, twice]) => {
        const rest = query
          .split('&')
          .filter((pair) => pair && !pair.startsWith(`${name}=`))
          .join('&');
        const repeated = twice ? `&${name}=${value}` : '';
        return `${path}?${rest ? `${rest}&` : ''}${name}=${value}${repeated}`;
      }),
      fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), brokenParameter, { minKeys: 1, maxKeys: 3 }).map(
        (extra) =>
          `${valid}${query ? '&' : '?'}${Object.entries(extra)
            .map(([key, value]) => `${percentEncode(key)}=${value}`)
            .join('&')}`,
      ),
    );
  }
  return choices.length ? fc.oneof(...choices) : fc.constant(valid);
}

/** Bytes of a few kinds for the upload routes: empty, text, a truncated image header, noise. */
const bytes = fc.oneof(
  fc.constant(new Uint8Array(0)),
  fc.constant(new TextEncoder().encode('<svg onload="window.__xss=1"></svg>')),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
  fc.uint8Array({ minLength: 1, maxLength: 2048 }),
);

function brokenUpload(operation: Operation, ids: TenantIds): fc.Arbitrary<RawRequest> {
  const path = validPath(operation, ids);
  const field = fc.oneof(hostileText, brokenParameter, fc.constant(ids.group), fc.constant('folder'));
  return fc
    .record({
      fileName: fc.oneof(fc.constantFrom('bild.png', 'x.svg', 'a.PNG.exe', '.png', 'no-extension', '<img src=x onerror=1>.png', 'ü'.repeat(300)), text),
      file: bytes,
      withFile: fc.boolean(),
      fields: fc.dictionary(fc.constantFrom('folder', 'groupId', 'tags', 'file', 'extra'), field, { maxKeys: 3 }),
    })
    .map(({ fileName, file, withFile, fields }) => {
      const form = new FormData();
      if (withFile) form.set('file', new File([file], fileName));
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return { method: operation.method, path, rawBody: form };
    });
}

/** The sign-in form's urlencoded body is read by its service, not a documented schema. */
const brokenSignIn = fc
  .dictionary(
    fc.constantFrom('email', 'password', 'locale', 'next', 'extra'),
    fc.oneof(hostileText, fc.constantFrom('//evil.example', 'https://evil.example/', '/de/edit', '')),
    { maxKeys: 5 },
  )
  .map(
    (form) =>
      ({
        method: 'POST',
        path: '/sign-in/form',
        rawBody: new URLSearchParams(form).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }) satisfies RawRequest,
  );

/** The invitation page's post, read by its route like the sign-in form: every field hostile or missing. */
const brokenInvitationAccept = fc
  .dictionary(
    fc.constantFrom('action', 'token', 'locale', 'name', 'password', 'extra'),
    fc.oneof(hostileText, fc.constantFrom('join', 'signIn', 'create', 'de', '')),
    { maxKeys: 6 },
  )
  .map(
    (form) =>
      ({
        method: 'POST',
        path: '/invitation/accept',
        rawBody: new URLSearchParams(form).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }) satisfies RawRequest,
  );

/** The corpus for one operation: `runs` requests from a fixed seed, so a failure replays. */
export function corpusFor(operation: Operation, ids: TenantIds, options: { runs: number; seed: number }): RawRequest[] {
  const budget = operation.auth === 'public' ? 30_000 : 900_000;
  let arbitrary: fc.Arbitrary<RawRequest>;
  if (operation.key === 'POST /sign-in/form') arbitrary = brokenSignIn;
  else if (operation.key === 'POST /invitation/accept') arbitrary = brokenInvitationAccept;
  else if (operation.bodyType === 'multipart') arbitrary = brokenUpload(operation, ids);
  else if (operation.key === 'PUT /media/upload/{id}') {
    arbitrary = fc
      .tuple(brokenPathAndQuery(operation, ids), bytes, fc.constantFrom('video/webm', 'text/html', 'application/json'))
      .map(([path, rawBody, contentType]) => ({ method: 'PUT', path, rawBody, contentType }));
  } else {
    const base = validBody(operation, ids);
    const path = validPath(operation, ids);
    const choices: fc.Arbitrary<RawRequest>[] = [];
    if (operation.parameters.length)
      choices.push(brokenPathAndQuery(operation, ids).map((brokenPath) => ({ method: operation.method, path: brokenPath, body: base })));
    if (operation.bodySchema) {
      const schema = operation.bodySchema;
      choices.push(
        broken(operation, schema, base, budget).map((body) => ({ method: operation.method, path, body })),
        brokenJson.map((rawBody) => ({ method: operation.method, path, rawBody, contentType: 'application/json' })),
        fc
          .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data')
          .map((contentType) => ({ method: operation.method, path, rawBody: JSON.stringify(base), contentType })),
      );
    }
    arbitrary = fc.oneof(...choices);
  }
  return fc.sample(arbitrary, { seed: options.seed, numRuns: options.runs });
}
