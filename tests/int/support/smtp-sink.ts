import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './mail-message';

export type ReceivedMail = ReadMail & { envelopeTo: string[] };

/** A real SMTP server in the test process, keeping every message it accepts. */
export type SmtpSink = { port: number; received: ReceivedMail[]; stop: () => Promise<void> };

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ ...readMail(Buffer.concat(chunks).toString('utf8')), envelopeTo: session.envelope.rcptTo.map((to) => to.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { port: actualPort, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (taken and released): connecting to it is refused, as with a mail server that is down. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
