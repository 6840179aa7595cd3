import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny authoritative DNS server for tests (UDP, answers A, AAAA and CNAME from a table), so the
 * own-domain check runs through Node's real resolver (`DNS_SERVERS=127.0.0.1:<port>`). Names not in
 * the table answer NXDOMAIN, names without the asked type an empty answer (NODATA), names marked
 * `servfail` SERVFAIL. An HTTP endpoint on the same port number (TCP) replaces the table, for the
 * browser tests' server that runs in another process: `PUT /records` with the table as JSON.
 */
export type FakeDnsEntry = { cname?: string; a?: string[]; aaaa?: string[]; servfail?: boolean };
export type FakeDnsTable = Record<string, FakeDnsEntry>;

const TYPE = { A: 1, CNAME: 5, AAAA: 28 } as const;
const RCODE = { ok: 0, servfail: 2, nxdomain: 3 } as const;

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

function encodeName(name: string): Buffer {
  const labels = bare(name)
    .split('.')
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...labels, Buffer.from([0])]);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  for (const [index, group] of groups.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  return bytes;
}

function record(name: string, type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2);
  fixed.writeUInt32BE(5, 4);
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([encodeName(name), fixed, data]);
}

/** The question's name, type and where it ends in the packet. */
function readQuestion(packet: Buffer): { name: string; type: number; end: number } | null {
  let offset = 12;
  const labels: string[] = [];
  while (offset < packet.length) {
    const length = packet[offset] ?? 0;
    offset += 1;
    if (length === 0) break;
    labels.push(packet.subarray(offset, offset + length).toString('ascii'));
    offset += length;
  }
  if (offset + 4 > packet.length) return null;
  return { name: bare(labels.join('.')), type: packet.readUInt16BE(offset), end: offset + 4 };
}

/** The answer records and response code for one question, following CNAMEs within the table. */
function resolve(table: FakeDnsTable, name: string, type: number): { rcode: number; answers: Buffer[] } {
  const answers: Buffer[] = [];
  let current = name;
  for (let hop = 0; hop < 10; hop += 1) {
    const entry = table[current];
    if (!entry) return { rcode: answers.length > 0 ? RCODE.ok : RCODE.nxdomain, answers };
    if (entry.servfail) return { rcode: RCODE.servfail, answers: [] };
    if (entry.cname) {
      answers.push(record(current, TYPE.CNAME, encodeName(entry.cname)));
      if (type === TYPE.CNAME) return { rcode: RCODE.ok, answers };
      current = bare(entry.cname);
      continue;
    }
    if (type === TYPE.A) for (const ip of entry.a ?? []) answers.push(record(current, TYPE.A, Buffer.from(ip.split('.').map(Number))));
    if (type === TYPE.AAAA) for (const ip of entry.aaaa ?? []) answers.push(record(current, TYPE.AAAA, ipv6Bytes(ip)));
    return { rcode: RCODE.ok, answers };
  }
  return { rcode: RCODE.servfail, answers: [] };
}

function respond(table: FakeDnsTable, query: Buffer): Buffer | null {
  if (query.length < 12) return null;
  const question = readQuestion(query);
  if (!question) return null;
  const { rcode, answers } = resolve(table, question.name, question.type);
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's opcode and RD, AA and RA set, the response code.
  const flags = 0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | rcode;
  header.writeUInt16BE(flags, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

export type FakeDnsServer = { port: number; server: string; setRecords(table: FakeDnsTable): void; close(): Promise<void> };

/** Starts the server on 127.0.0.1 (`port` 0 picks a free port, the same number for UDP and HTTP). */
export async function startFakeDnsServer(options: { port?: number; records?: FakeDnsTable } = {}): Promise<FakeDnsServer> {
  let table: FakeDnsTable = normalise(options.records ?? {});
  const control = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') return void res.end('ok');
    if (req.method !== 'PUT' || req.url !== '/records') return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      table = normalise(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeDnsTable);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => control.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (control.address() as AddressInfo).port;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    const answer = respond(table, message);
    if (answer) socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    server: `127.0.0.1:${port}`,
    setRecords(next) {
      table = normalise(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        socket.close(() => control.close(() => resolve()));
        control.closeAllConnections();
      }),
  };
}

function normalise(table: FakeDnsTable): FakeDnsTable {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [bare(name), entry]));
}
