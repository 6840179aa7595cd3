/**
 * The background renderer's process (see background-renderer.ts): renders the variants it is sent
 * and answers each by id. It runs at the lowest CPU priority, so it only uses time nobody else wants.
 */
import type { ImageFormat } from '../../../shared/content/media';
import { renderVariant } from './image-pipeline';

type Request = { id: number; bytes: Uint8Array; width: number; format: ImageFormat };

process.on('message', (message: Request) => {
  renderVariant({ bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength), width: message.width, format: message.format })
    .then((bytes) => process.send?.({ id: message.id, bytes }))
    .catch((error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }));
});
// The server went away (crash, kill -9): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
