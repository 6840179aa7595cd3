import http from 'node:http';
import net from 'node:net';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request with any Host header (fetch will not send ours), on a fresh connection. */
export function rawRequest(options: {
  port: number;
  host: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: options.host, ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Writes `head` and the first part of a body on a keep-alive socket, never the rest, and reports
 * what came back and whether the server closed the connection within `timeoutMs`.
 */
export function sendPartial(options: { port: number; head: string; partial: Buffer; timeoutMs: number }): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed: true });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      // A reset after the answer is a close too.
      if (text) resolve({ text, closed: true });
      else reject(error);
    });
    socket.write(options.head);
    socket.write(options.partial);
  });
}
