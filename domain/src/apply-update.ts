/** Applies a `$set` / `$unset` update (dotted paths reach into nested maps) to a copy of `doc`. */
export function applyUpdate(
  doc: Record<string, unknown>,
  update: { $set?: Record<string, unknown>; $unset?: Record<string, unknown> },
): Record<string, unknown> {
  const out = structuredClone(doc);
  for (const [path, value] of Object.entries(update.$set ?? {})) writePath(out, path.split('.'), value);
  for (const path of Object.keys(update.$unset ?? {})) deletePath(out, path.split('.'));
  return out;
}

function writePath(target: Record<string, unknown>, parts: string[], value: unknown): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {};
  target[head] = child;
  writePath(child, rest, value);
}

function deletePath(target: Record<string, unknown>, parts: string[]): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const next = target[head];
  if (next !== null && typeof next === 'object' && !Array.isArray(next)) deletePath(next as Record<string, unknown>, rest);
}
