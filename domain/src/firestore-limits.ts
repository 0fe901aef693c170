import type { FieldErrors } from './envelope.js';

/**
 * Firestore's rules for ids, field names and values (https://firebase.google.com/docs/firestore/quotas),
 * checked before a write or query so that bad input is a 400 naming the field instead of an
 * error from Firestore.
 */
export const FIRESTORE_MAX_DOCUMENT_BYTES = 1_048_576;
export const FIRESTORE_MAX_ID_BYTES = 1500;
export const FIRESTORE_MAX_FIELD_PATH_BYTES = 1500;
/** Longer strings are not fully indexed: an equality query on one would not find it reliably. */
export const FIRESTORE_MAX_INDEXED_STRING_BYTES = 1500;
/** Maps and arrays nest at most 20 deep in a document. */
export const FIRESTORE_MAX_DEPTH = 20;

/** Keys that name JavaScript object internals: never a field, a key or a path segment. */
export const OBJECT_INTERNAL_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** UTF-8 length of a string (Firestore's limits count bytes). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const RESERVED = /^__.*__$/;
/** Half of a UTF-16 surrogate pair on its own: not Unicode, so not storable as UTF-8. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Is this text Unicode (no lone surrogate), so that it can be stored and compared as UTF-8? */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** Why `id` cannot be a document id, or undefined when it can. */
export function documentIdProblem(id: unknown): string | undefined {
  if (typeof id !== 'string') return 'Must be a string';
  if (id === '') return 'Must not be empty';
  if (id.includes('/')) return 'Must not contain "/"';
  if (id === '.' || id === '..') return 'Must not be "." or ".."';
  if (LONE_SURROGATE.test(id)) return 'Must be valid Unicode';
  if (RESERVED.test(id)) return 'Must not have the reserved form __name__';
  if (utf8Bytes(id) > FIRESTORE_MAX_ID_BYTES) return `Too long: at most ${FIRESTORE_MAX_ID_BYTES} bytes`;
  return undefined;
}

/** Why `key` cannot be a field name (a key of a stored map), or undefined when it can. */
export function fieldNameProblem(key: string): string | undefined {
  if (key === '') return 'Field names must not be empty';
  if (LONE_SURROGATE.test(key)) return 'Field names must be valid Unicode';
  if (RESERVED.test(key)) return `Field name ${key} has the reserved form __name__`;
  if (OBJECT_INTERNAL_KEYS.includes(key)) return `Field name ${key} is not allowed`;
  if (utf8Bytes(key) > FIRESTORE_MAX_FIELD_PATH_BYTES) return `Field name too long: at most ${FIRESTORE_MAX_FIELD_PATH_BYTES} bytes`;
  return undefined;
}

/** Why a dotted field path (`a.b.c`) cannot be used, or undefined when it can. */
export function fieldPathProblem(path: string): string | undefined {
  if (utf8Bytes(path) > FIRESTORE_MAX_FIELD_PATH_BYTES) return `Field path too long: at most ${FIRESTORE_MAX_FIELD_PATH_BYTES} bytes`;
  // Firestore's string paths cannot hold these characters (they need a FieldPath object).
  if (/[~*/[\]`]/.test(path)) return 'Field paths must not contain ~ * / [ ] or `';
  for (const segment of path.split('.')) {
    if (segment === '') return 'Field paths must not have empty segments';
    const problem = fieldNameProblem(segment);
    if (problem) return problem;
  }
  return undefined;
}

export interface ValueProblem {
  /** Dotted path of the offending value inside the document. */
  path: string;
  message: string;
}

/**
 * The first thing in a value Firestore would refuse: map keys (see fieldNameProblem) and nesting
 * deeper than FIRESTORE_MAX_DEPTH. `depth` counts the maps and arrays around the value.
 */
export function valueProblem(value: unknown, path: string, depth = 0): ValueProblem | undefined {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return { path, message: 'Numbers must be finite' };
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) return { path, message: 'Text must be valid Unicode' };
    return undefined;
  }
  if (depth + 1 > FIRESTORE_MAX_DEPTH)
    return { path, message: `Nested too deep: at most ${FIRESTORE_MAX_DEPTH} levels of maps and arrays` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (Array.isArray(item)) return { path: `${path}.${i}`, message: 'Arrays cannot directly hold arrays in Firestore' };
      const problem = valueProblem(item, `${path}.${i}`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = fieldNameProblem(key);
    if (keyProblem) return { path: path ? `${path}.${key}` : key, message: keyProblem };
    const problem = valueProblem(item, path ? `${path}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Storage size of a value by Firestore's rules (strings: bytes + 1, numbers 8, maps: keys + values). */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return utf8Bytes(value) + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce((sum, [key, item]) => sum + utf8Bytes(key) + 1 + valueSize(item), 0);
  }
  return 8;
}

/** Storage size of a document: its name (`collection/id`), its fields and 32 bytes of overhead. */
export function documentSize(collectionPath: string, id: string, fields: Record<string, unknown>): number {
  const name = collectionPath.split('/').reduce((sum, part) => sum + utf8Bytes(part) + 1, 0) + utf8Bytes(id) + 1 + 16;
  return name + valueSize(fields) + 32;
}

/**
 * Everything Firestore would refuse in a document about to be written to `collectionPath/id`,
 * as per-field errors (empty when it can be written).
 */
export function storableDocumentProblems(collectionPath: string, id: string, fields: Record<string, unknown>): FieldErrors {
  const idProblem = documentIdProblem(id);
  if (idProblem) return { id: idProblem };
  const problem = valueProblem(fields, '', -1);
  if (problem) return { [problem.path || '(document)']: problem.message };
  const size = documentSize(collectionPath, id, fields);
  if (size <= FIRESTORE_MAX_DOCUMENT_BYTES) return {};
  // Name the largest field: it is almost always the one to shrink.
  const [largest] = Object.entries(fields)
    .map(([key, value]) => [key, valueSize(value)] as const)
    .sort((a, b) => b[1] - a[1]);
  const where = largest ? largest[0] : '(document)';
  return { [where]: `Document too large: ${size} bytes, at most ${FIRESTORE_MAX_DOCUMENT_BYTES} (1 MiB)` };
}
