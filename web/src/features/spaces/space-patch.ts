/**
 * The simple edits of the space page, each written as RFC 6902 operations, so the user sees (and
 * may change) the JSON patch the version service applies. Pure.
 */

export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
}

/** One JSON-pointer segment: `~` → `~0`, `/` → `~1` (RFC 6901). */
export const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const at = (...keys: string[]) => keys.map((k) => `/${pointerSegment(k)}`).join('');

export const SIMPLE_EDITS = {
  /** Renames a layer (a move: the objects stay). */
  renameLayer: (from: string, to: string): PatchOperation[] => [{ op: 'move', from: at('layers', from), path: at('layers', to) }],
  /** Adds an empty layer. */
  addLayer: (name: string): PatchOperation[] => [{ op: 'add', path: at('layers', name), value: { objects: [] } }],
  /** Removes a layer. */
  removeLayer: (name: string): PatchOperation[] => [{ op: 'remove', path: at('layers', name) }],
  /** Sets one metadata entry (added or replaced). */
  setMetadata: (key: string, value: string): PatchOperation[] => [{ op: 'add', path: at('metadata', key), value }],
  /** Adds a warning at the end of the list. */
  addWarning: (text: string): PatchOperation[] => [{ op: 'add', path: '/warnings/-', value: text }],
};

/** The example shown in an empty patch editor. */
export const PATCH_EXAMPLE = JSON.stringify(
  [
    { op: 'add', path: '/metadata/room', value: 'Kitchen' },
    { op: 'add', path: '/layers/walls', value: { objects: [] } },
    { op: 'add', path: '/warnings/-', value: 'Check the window sizes' },
  ],
  null,
  2,
);

/**
 * The patch text with `operations` appended: an empty text starts a new patch. A text that is not
 * a JSON array cannot be added to: the reason, for the user.
 */
export function appendOperations(text: string, operations: PatchOperation[]): { ok: true; text: string } | { ok: false; message: string } {
  let current: unknown = [];
  if (text.trim() !== '') {
    try {
      current = JSON.parse(text);
    } catch {
      return { ok: false, message: 'The patch text is not valid JSON: fix it or clear it before adding an edit.' };
    }
    if (!Array.isArray(current)) return { ok: false, message: 'The patch must be a JSON array of operations.' };
  }
  return { ok: true, text: JSON.stringify([...(current as unknown[]), ...operations], null, 2) };
}

/** How many objects a layer holds: its `objects` list, a list itself, else its entries. */
export function layerObjectCount(layer: unknown): number {
  if (Array.isArray(layer)) return layer.length;
  if (layer && typeof layer === 'object') {
    const objects = (layer as { objects?: unknown }).objects;
    if (Array.isArray(objects)) return objects.length;
    return Object.keys(layer).length;
  }
  return 0;
}

/** A metadata value or warning as one line of text. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
    return (value as { message: string }).message;
  return JSON.stringify(value);
}
