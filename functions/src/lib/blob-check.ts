import { ALLOWED_CONTENT_TYPES, BLOB_MAX_BYTES } from '@workhub/domain';
import { badRequest, HttpError } from './http.js';

/** The first bytes a blob of these content types starts with; a body that does not is refused. */
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'application/zip': (b) => b[0] === 0x50 && b[1] === 0x4b,
  'model/gltf-binary': (b) => b.subarray(0, 4).toString('latin1') === 'glTF',
};

/**
 * Checks a blob before it is stored: an allowed content type, at most `max` bytes (413), not
 * empty, bytes that are what the content type says (images, PDFs, archives by their signature,
 * JSON by parsing, text as UTF-8).
 */
export function checkBlob(bytes: Buffer, contentType: string, max = BLOB_MAX_BYTES): void {
  if (!(ALLOWED_CONTENT_TYPES as readonly string[]).includes(contentType))
    throw badRequest(`Content type ${contentType || '(none)'} is not allowed`, {
      contentType: `must be one of ${ALLOWED_CONTENT_TYPES.join(', ')}`,
    });
  if (bytes.length > max)
    throw new HttpError(413, 'too-large', `The data is ${bytes.length} bytes: at most ${max}`, { data: `at most ${max} bytes` });
  if (bytes.length === 0) throw badRequest('The data is empty', { data: 'empty' });
  const magic = MAGIC[contentType];
  if (magic && !magic(bytes)) throw badRequest(`The data is not ${contentType}`, { data: `not ${contentType}` });
  if (contentType === 'application/json') {
    try {
      JSON.parse(bytes.toString('utf8'));
    } catch {
      throw badRequest('The data is not JSON', { data: 'not JSON' });
    }
  }
  if (contentType.startsWith('text/') && !isUtf8(bytes)) throw badRequest('The data is not UTF-8 text', { data: 'not UTF-8' });
}

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
