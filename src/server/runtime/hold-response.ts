import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Holds back what Next writes — head and body — instead of sending it, and hands the whole body
 * to `finish` once Next ends the response. `finish` may rewrite the body and set headers, then
 * sends through `send`, which writes the real head (status and headers as set on `res`) and body.
 * Live pages are small, so buffering one costs little; it lets the front handler change a page
 * (drop Next's scripts) and set an exact Content-Length and encoding.
 */
export function holdResponse(res: ServerResponse, finish: (body: Buffer, send: (body: Buffer) => void) => void): void {
  const chunks: Buffer[] = [];
  let ended = false;
  const writeHead = res.writeHead.bind(res) as (statusCode: number) => ServerResponse;
  const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => ServerResponse;

  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

  // The head is recorded on `res` (status, headers) and written only by `send`.
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    res.statusCode = statusCode;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    setHeaders(res, (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined);
    return res;
  }) as ServerResponse['writeHead'];
  // Next flushes the head before its first chunk; held responses send it with the body.
  res.flushHeaders = () => undefined;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    if (ended) return res;
    ended = true;
    const callback = callbackOf(typeof chunk === 'function' ? [chunk] : rest);
    finish(Buffer.concat(chunks), (body) => {
      if (res.destroyed) return;
      writeHead(res.statusCode);
      end(body, callback);
    });
    return res;
  }) as ServerResponse['end'];
}

/** Puts the headers a writeHead call carries onto `res`, so later setHeader calls can still change them. */
export function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Node's raw form: [name, value, name, value, …].
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}
