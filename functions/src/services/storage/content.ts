import type { StorageType } from '@workhub/domain';
import { badRequest } from '../../lib/http.js';
import { conflict } from '../../lib/errors.js';

/** The bytes and content type of a storage POST's `data` of `type`. */
export function bytesOf(data: unknown, type: StorageType, contentType: string | undefined): { bytes: Buffer; contentType: string } {
  if (type === 'json') {
    if (contentType && contentType !== 'application/json')
      throw badRequest('type json is stored as application/json', { contentType: 'must be application/json' });
    return { bytes: Buffer.from(JSON.stringify(data), 'utf8'), contentType: 'application/json' };
  }
  if (typeof data !== 'string') throw badRequest(`data of type ${type} is a string`, { data: 'must be a string' });
  if (type === 'text') {
    const ct = contentType ?? 'text/plain';
    if (!ct.startsWith('text/'))
      throw badRequest('type text is stored as text/plain or text/csv', { contentType: 'must be text/plain or text/csv' });
    return { bytes: Buffer.from(data, 'utf8'), contentType: ct };
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) throw badRequest('data is not base64', { data: 'not base64' });
  return { bytes: Buffer.from(data, 'base64'), contentType: contentType ?? 'application/octet-stream' };
}

/** A stored blob as the storage service answers it in `type`: parsed JSON, text, or base64. */
export function dataOf(bytes: Buffer, type: StorageType): unknown {
  if (type === 'base64') return bytes.toString('base64');
  const text = bytes.toString('utf8');
  if (type === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw conflict('The stored data is not JSON; read it as text or base64');
  }
}

export { defaultTypeOf } from '../../lib/storage-record.js';
