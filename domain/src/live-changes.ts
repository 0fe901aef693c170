/**
 * The admin live viewer's view of a live value (a project, a block, a workspace's document): a
 * flat list of leaf paths and their shown values, and what changed between two snapshots.
 */

/** Path segments joined for display and as the key of a row. */
export const PATH_SEPARATOR = ' › ';

const MAX_SHOWN = 120;

function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isLeafList = (value: unknown[]) => value.every((v) => v === null || typeof v !== 'object');

/**
 * Leaf path → shown value. Objects and lists of objects are walked (keys in sorted order, so the
 * rows stay put); a list of plain values (a point list) is one leaf; empty objects and lists are
 * leaves too, so they show.
 */
export function flattenLive(value: unknown): Map<string, string> {
  const rows = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (isPlainObject(node) && Object.keys(node).length > 0) {
      for (const key of Object.keys(node).sort()) walk(node[key], [...path, key]);
    } else if (Array.isArray(node) && node.length > 0 && !isLeafList(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)]));
    } else {
      rows.set(path.join(PATH_SEPARATOR) || '(value)', shown(node));
    }
  };
  walk(value, []);
  return rows;
}

export interface LiveChange {
  path: string;
  kind: 'added' | 'changed' | 'removed';
  before?: string;
  after?: string;
}

/** What differs between two flattened snapshots, in path order. */
export function diffLive(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const [path, value] of after) {
    const old = before.get(path);
    if (old === undefined) changes.push({ path, kind: 'added', after: value });
    else if (old !== value) changes.push({ path, kind: 'changed', before: old, after: value });
  }
  for (const [path, value] of before) if (!after.has(path)) changes.push({ path, kind: 'removed', before: value });
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

/** How long a changed row stays highlighted, and how many changes the log keeps. */
export const HIGHLIGHT_MS = 4000;
export const CHANGE_LOG_SIZE = 100;
