import { OBJECT_INTERNAL_KEYS, utf8Bytes } from './firestore-limits.js';
import { VERSION_REQUEST_LIMITS } from './versioning/limits.js';

/**
 * Limits every service request meets before any handler sees it (functions' request guard).
 * Depth leaves room for the request around a Firestore document, which itself nests at most 20.
 */
export const REQUEST_LIMITS = {
  /** A Firestore document holds at most 1 MiB; two leave room for a batch or a drawing. */
  bodyBytes: 2 * 1_048_576,
  depth: 32,
  keyBytes: 1500,
  stringBytes: 1_048_576,
  arrayItems: 100_000,
  keysPerObject: 10_000,
} as const;

/** The body and string limits of one request. */
export interface BodyLimits {
  bodyBytes: number;
  stringBytes: number;
}

/**
 * Services whose requests carry large texts: the version service takes a versioned document's
 * whole content (up to VERSION_CONTENT_MAX_BYTES, stored as chunks) in one string. Every other
 * service keeps REQUEST_LIMITS.
 */
export const SERVICE_BODY_LIMITS: Readonly<Record<string, BodyLimits>> = {
  version: VERSION_REQUEST_LIMITS,
  // Binary uploads through presigned URLs (cloud/object): up to BLOB_MAX_BYTES (storage/keys.ts).
  cloud: { bodyBytes: 8 * 1_048_576, stringBytes: REQUEST_LIMITS.stringBytes },
};

/** The body limits of a request to `/<service>/…` (or `/api/<service>/…`). */
export function bodyLimitsOfPath(path: string): BodyLimits {
  const service = path.replace(/^\/api(?=\/)/, '').split('/')[1] ?? '';
  return Object.hasOwn(SERVICE_BODY_LIMITS, service) ? SERVICE_BODY_LIMITS[service]! : REQUEST_LIMITS;
}

export interface RequestProblem {
  /** The dotted path inside the body or query string (as zod names fields), '(body)' for the whole body. */
  where: string;
  message: string;
  /** 'too-large' when only the size is wrong (a 413), else 'bad-request'. */
  kind: 'bad-request' | 'too-large';
}

/** Does this key, or a dotted segment of it (`a.__proto__.b`), name a JavaScript object internal? */
export function namesObjectInternal(key: string): boolean {
  return key.split('.').some((segment) => OBJECT_INTERNAL_KEYS.includes(segment));
}

/** Why a key cannot be in any request, or undefined: every service stores into Firestore, which refuses these. */
function keyProblem(key: string): string | undefined {
  if (namesObjectInternal(key)) return `Key ${key} is not allowed`;
  if (key === '') return 'Empty keys are not allowed';
  if (/^__.*__$/.test(key)) return `Key ${key} has the form __name__, which Firestore reserves`;
  if (utf8Bytes(key) > REQUEST_LIMITS.keyBytes) return `Key too long: at most ${REQUEST_LIMITS.keyBytes} bytes`;
  return undefined;
}

/**
 * The first problem in an already-parsed request part (a JSON body or the query string): keys
 * naming object internals anywhere (also as dotted segments and inside string values that hold
 * JSON, such as the database service's `query`), empty keys and keys of Firestore's reserved form
 * `__name__`, nesting deeper than REQUEST_LIMITS.depth, and over-long keys, strings and arrays.
 * Walks own keys only, so nothing inherited is read.
 */
export function requestProblem(
  value: unknown,
  part: 'body' | 'query',
  options: { jsonInStrings?: boolean; stringBytes?: number } = {},
): RequestProblem | undefined {
  const stringBytes = options.stringBytes ?? REQUEST_LIMITS.stringBytes;
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  const at = (path: string) => path || `(${part})`;
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: node, path: where, depth } = stack.pop()!;
    const path = at(where);
    if (typeof node === 'string') {
      if (node.length > stringBytes / 3 && utf8Bytes(node) > stringBytes) {
        return { where: path, message: `String too long: at most ${stringBytes} bytes`, kind: 'bad-request' };
      }
      if (options.jsonInStrings && /^\s*[[{]/.test(node)) {
        const parsed = parseJsonOrUndefined(node);
        if (parsed !== undefined) stack.push({ value: parsed, path: where, depth });
      }
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= REQUEST_LIMITS.depth) {
      return { where: path, message: `Nested too deep: at most ${REQUEST_LIMITS.depth} levels`, kind: 'bad-request' };
    }
    if (Array.isArray(node)) {
      if (node.length > REQUEST_LIMITS.arrayItems) {
        return { where: path, message: `Too many items: at most ${REQUEST_LIMITS.arrayItems}`, kind: 'bad-request' };
      }
      node.forEach((item, i) => stack.push({ value: item, path: join(where, String(i)), depth: depth + 1 }));
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > REQUEST_LIMITS.keysPerObject) {
      return { where: path, message: `Too many keys: at most ${REQUEST_LIMITS.keysPerObject}`, kind: 'bad-request' };
    }
    for (const key of keys) {
      const problem = keyProblem(key);
      if (problem) return { where: problem.startsWith('Key too long') ? path : join(where, key), message: problem, kind: 'bad-request' };
      stack.push({ value: (node as Record<string, unknown>)[key], path: join(where, key), depth: depth + 1 });
    }
  }
  return undefined;
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
