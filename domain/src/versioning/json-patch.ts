import jsonpatch, { type Operation } from 'fast-json-patch';
import { OBJECT_INTERNAL_KEYS } from '../firestore-limits.js';

/**
 * RFC 6902 JSON patches on versioned content (PATCH /version/workspace). Pure; the work is done
 * by `fast-json-patch` (never mutating the input), around it the checks this service needs:
 * the patch text must be JSON holding an array of operations (else a 'bad-patch', a 400), no
 * operation may name an object internal (`__proto__`, `constructor`, `prototype`) in its paths or
 * values (a 'bad-patch'), and an operation that does not apply (a missing path, a failed `test`)
 * is a 'conflict' (a 422) naming the operation by index, op and path.
 */

export type JsonPatchOp = 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
const OPS: readonly string[] = ['add', 'remove', 'replace', 'move', 'copy', 'test'];

/** The most operations one patch may carry. */
export const MAX_PATCH_OPERATIONS = 10_000;

export interface JsonPatchFailure {
  /** 'bad-patch': the patch itself is malformed (400); 'conflict': it does not apply to this document (422). */
  kind: 'bad-patch' | 'conflict';
  message: string;
  /** The failing operation, when one is to blame. */
  index?: number;
  op?: string;
  path?: string;
}

export type JsonPatchResult = { ok: true; document: unknown } | { ok: false; failure: JsonPatchFailure };

const fail = (failure: JsonPatchFailure): JsonPatchResult => ({ ok: false, failure });

/** The first object internal a JSON pointer names as a segment, or undefined. */
function internalSegment(pointer: string): string | undefined {
  return pointer
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .find((s) => OBJECT_INTERNAL_KEYS.includes(s));
}

/** The dotted path of the first key naming an object internal inside a JSON value, or undefined. Iterative. */
export function internalKeyPath(value: unknown): string | undefined {
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const at = path ? `${path}.${key}` : key;
      if (OBJECT_INTERNAL_KEYS.includes(key)) return at;
      stack.push({ node: (node as Record<string, unknown>)[key], path: at });
    }
  }
  return undefined;
}

interface CheckedOperation {
  op: JsonPatchOp;
  path: string;
  from?: string;
  value?: unknown;
}

/** The operations of a patch text, or why it is not one. */
export function parseJsonPatch(patchText: string): { ok: true; operations: CheckedOperation[] } | { ok: false; failure: JsonPatchFailure } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(patchText) as unknown;
  } catch {
    return { ok: false, failure: { kind: 'bad-patch', message: 'The patch is not JSON' } };
  }
  if (!Array.isArray(parsed)) return { ok: false, failure: { kind: 'bad-patch', message: 'The patch must be a JSON array of operations' } };
  if (parsed.length > MAX_PATCH_OPERATIONS)
    return { ok: false, failure: { kind: 'bad-patch', message: `Too many operations: at most ${MAX_PATCH_OPERATIONS}` } };
  const operations: CheckedOperation[] = [];
  for (let index = 0; index < parsed.length; index++) {
    const item: unknown = parsed[index];
    const bad = (message: string, op?: string, path?: string): { ok: false; failure: JsonPatchFailure } => ({
      ok: false,
      failure: {
        kind: 'bad-patch',
        message: `Operation ${index}${op ? ` (${op}${path !== undefined ? ` ${path}` : ''})` : ''}: ${message}`,
        index,
        op,
        path,
      },
    });
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return bad('must be an object');
    const { op, path, from, value } = item as Record<string, unknown>;
    if (typeof op !== 'string' || !OPS.includes(op)) return bad(`op must be one of ${OPS.join(', ')}`);
    if (typeof path !== 'string' || (path !== '' && !path.startsWith('/')))
      return bad('path must be a JSON pointer ("" or starting with /)', op);
    const extra = Object.keys(item).find((k) => !['op', 'path', 'from', 'value'].includes(k));
    if (extra !== undefined) return bad(`unknown field ${extra}`, op, path);
    if (internalSegment(path) !== undefined) return bad(`path names ${internalSegment(path)}, which is not allowed`, op, path);
    if (op === 'move' || op === 'copy') {
      if (typeof from !== 'string' || (from !== '' && !from.startsWith('/'))) return bad('from must be a JSON pointer', op, path);
      if (internalSegment(from) !== undefined) return bad(`from names ${internalSegment(from)}, which is not allowed`, op, path);
    }
    if (op === 'add' || op === 'replace' || op === 'test') {
      if (!('value' in item)) return bad('value is required', op, path);
      const internal = internalKeyPath(value);
      if (internal !== undefined) return bad(`value holds the key ${internal}, which is not allowed`, op, path);
    }
    operations.push({ op: op as JsonPatchOp, path, ...(typeof from === 'string' ? { from } : {}), ...('value' in item ? { value } : {}) });
  }
  return { ok: true, operations };
}

/** Plain text of a fast-json-patch error name. */
const REASONS: Record<string, string> = {
  OPERATION_PATH_UNRESOLVABLE: 'the path does not exist in the document',
  OPERATION_FROM_UNRESOLVABLE: 'the from path does not exist in the document',
  OPERATION_PATH_ILLEGAL_ARRAY_INDEX: 'the path has an illegal array index',
  OPERATION_VALUE_OUT_OF_BOUNDS: 'the array index is out of bounds',
  OPERATION_PATH_CANNOT_ADD: 'the value cannot be added at this path',
  TEST_OPERATION_FAILED: 'the test failed: the value at the path differs',
  OPERATION_PATH_INVALID: 'the path is not valid',
  OPERATION_VALUE_REQUIRED: 'value is required',
  OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED: 'value must not contain undefined',
};

/**
 * Applies a patch text to a document: the new document, or the failure. The input document is
 * never changed (the library works on a deep copy).
 */
export function applyJsonPatch(document: unknown, patchText: string): JsonPatchResult {
  const parsed = parseJsonPatch(patchText);
  if (!parsed.ok) return parsed;
  const { operations } = parsed;
  // One operation at a time on a deep copy, so a failure names the operation at fault (the
  // library's validator reports index 0 for every operation when given the whole patch).
  let current: unknown = jsonpatch.deepClone(document);
  let at = 0;
  try {
    for (; at < operations.length; at++) {
      // validate = true: checks the operation against the document before applying it.
      current = jsonpatch.applyOperation(current, operations[at] as Operation, true, true, true, at).newDocument;
    }
    return { ok: true, document: current };
  } catch (err) {
    const e = err as { name?: string; message?: string };
    const index = at < operations.length ? at : undefined;
    const operation = index !== undefined ? operations[index] : undefined;
    const reason = (e.name && REASONS[e.name]) ?? String(e.message ?? 'the patch does not apply').split('\n')[0];
    const where = operation ? `Operation ${index} (${operation.op} ${operation.path})` : 'The patch';
    return fail({
      kind: e.name === 'TypeError' ? 'bad-patch' : 'conflict',
      message: `${where} does not apply: ${reason}`,
      ...(operation ? { index, op: operation.op, path: operation.path } : {}),
    });
  }
}
