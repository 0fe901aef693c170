/**
 * Applies a `$set` / `$unset` update (dotted paths reach into nested maps) to a copy of `doc`.
 * Only own fields are followed and fields are defined, never assigned, so no path (not even
 * `__proto__.x` or `constructor.prototype.x`, which the service refuses anyway) can reach or
 * change a prototype shared by the process.
 */
export function applyUpdate(
  doc: Record<string, unknown>,
  update: { $set?: Record<string, unknown>; $unset?: Record<string, unknown> },
): Record<string, unknown> {
  const out = structuredClone(doc);
  for (const [path, value] of Object.entries(update.$set ?? {})) writePath(out, path.split('.'), value);
  for (const path of Object.keys(update.$unset ?? {})) deletePath(out, path.split('.'));
  return out;
}

function ownMap(target: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  if (!Object.hasOwn(target, key)) return undefined;
  const value = target[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function writePath(target: Record<string, unknown>, parts: string[], value: unknown): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (rest.length === 0) {
    define(target, head, value);
    return;
  }
  const child = ownMap(target, head) ?? {};
  define(target, head, child);
  writePath(child, rest, value);
}

function deletePath(target: Record<string, unknown>, parts: string[]): void {
  const [head, ...rest] = parts;
  if (head === undefined || !Object.hasOwn(target, head)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const child = ownMap(target, head);
  if (child) deletePath(child, rest);
}
