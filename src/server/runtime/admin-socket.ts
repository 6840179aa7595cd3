import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type CommandArgs, runAdminCommand } from '../admin/commands';
import { getDb } from '../db/client';
import { AppError } from '../platform/app-error';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

const ZAdminRequest = z.object({ command: z.string().max(100), args: z.record(z.string(), z.array(z.string().max(2000)).max(50)) });
export type AdminReply = { ok: true; data: unknown } | { ok: false; error: string };

/**
 * While the server holds the embedded database, `npm run admin` cannot open it; it sends its
 * command here instead. A Unix socket in the data directory, readable by its owner only.
 */
export function startAdminSocket(dataDir: string): Promise<net.Server> {
  const socketPath = adminSocketPath(dataDir);
  // We hold the data-dir lock, so a socket file left here is from a process that died.
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = net.createServer((connection) => {
    let buffer = '';
    connection.setEncoding('utf8');
    connection.on('data', async (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 64_000) connection.destroy();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      const reply = await handle(buffer.slice(0, newline));
      connection.end(`${JSON.stringify(reply)}\n`);
    });
    connection.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

async function handle(line: string): Promise<AdminReply> {
  try {
    const request = ZAdminRequest.parse(JSON.parse(line));
    return { ok: true, data: await runAdminCommand(getDb(), request.command, request.args as CommandArgs) };
  } catch (error) {
    return { ok: false, error: error instanceof AppError || error instanceof Error ? error.message : 'Command failed' };
  }
}

/** Sends one command to a running server. */
export function sendAdminCommand(dataDir: string, command: string, args: CommandArgs): Promise<AdminReply> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(adminSocketPath(dataDir));
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as AdminReply);
      } catch {
        reject(new Error('The running server gave no answer'));
      }
    });
    socket.on('error', reject);
  });
}
