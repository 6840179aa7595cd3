import { MAX_CAPTIONS_BYTES } from '../../../shared/constants/media';
import { AppError } from '../../platform/app-error';

/** "WEBVTT" alone on its line or followed by a space or tab and a header text (WebVTT §4.1). */
const SIGNATURE = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

/**
 * A captions upload is accepted only as UTF-8 text (an optional byte-order mark) that starts with
 * the WebVTT signature and holds no NUL bytes, within the size limit: a renamed image, HTML or
 * SubRip file is refused before a byte is stored. Browsers read the cues themselves.
 */
export function validateCaptionsUpload(bytes: Buffer): void {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'media.empty');
  if (bytes.length > MAX_CAPTIONS_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'media.captionsTooLarge');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'media.captionsInvalid');
  }
  if (!SIGNATURE.test(text) || text.includes('\u0000')) throw new AppError('BAD_REQUEST', 'media.captionsInvalid');
}
