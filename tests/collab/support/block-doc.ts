import * as Y from 'yjs';

/** JSON with object keys sorted at every level (Y.Map keeps arrival order, which differs per client). */
export function canonical(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, sort(x)]),
      );
    return v;
  };
  return JSON.stringify(sort(value));
}

type LiveObject = {
  id: string;
  name: string;
  type: 'rect' | 'polygon' | 'polyline';
  points: number[];
  style?: Record<string, string | number | boolean>;
};

/** The live layers as plain data: layer name → objects (what domain calls LiveLayers). */
export function liveLayers(doc: Y.Doc): Record<string, LiveObject[]> {
  return doc.getMap('layers').toJSON() as Record<string, LiveObject[]>;
}

/** The same layers in the stored content's shape (`data.layers`): layer name → { objects }. */
export function asStoredLayers(live: Record<string, LiveObject[]>): Record<string, { objects: LiveObject[] }> {
  return Object.fromEntries(Object.entries(live).map(([name, objects]) => [name, { objects }]));
}

/** All object ids of a live document, in layer order (duplicates would show a double seed). */
export function objectIds(doc: Y.Doc): string[] {
  return Object.values(liveLayers(doc)).flatMap((objects) => objects.map((object) => object.id));
}

function newObject(id: string, random: () => number): Y.Map<unknown> {
  const x = Math.round(random() * 90);
  const y = Math.round(random() * 40);
  return new Y.Map<unknown>([
    ['id', id],
    ['name', `Object ${id}`],
    ['type', random() < 0.5 ? 'rect' : 'polyline'],
    ['points', [x, y, x + 4, y + 4]],
  ]);
}

/**
 * One random edit of the layers structure, as the editor makes them: add, delete, move or rename
 * an object, restyle one, add or (rarely) remove a layer. `tag` makes new ids unique per client.
 */
export function randomLayerEdit(doc: Y.Doc, random: () => number, tag: string): void {
  const layers = doc.getMap<Y.Array<Y.Map<unknown>>>('layers');
  const names = [...layers.keys()].sort();
  const choice = random();
  if (names.length === 0 || choice < 0.05) {
    const array = new Y.Array<Y.Map<unknown>>();
    layers.set(`design/${tag}`, array);
    return;
  }
  const layer = layers.get(names[Math.floor(random() * names.length)]!)!;
  if (choice < 0.08 && names.length > 2) {
    layers.delete(names[Math.floor(random() * names.length)]!);
  } else if (choice < 0.45 || layer.length === 0) {
    layer.insert(Math.floor(random() * (layer.length + 1)), [newObject(tag, random)]);
  } else if (choice < 0.6) {
    layer.delete(Math.floor(random() * layer.length), 1);
  } else {
    const object = layer.get(Math.floor(random() * layer.length));
    if (choice < 0.8)
      object.set(
        'points',
        (object.get('points') as number[]).map((p) => p + Math.round(random() * 4 - 2)),
      );
    else if (choice < 0.9) object.set('name', `Renamed ${tag}`);
    else object.set('style', { stroke: random() < 0.5 ? '#c33' : '#33c', strokeWidth: 1 + Math.floor(random() * 3) });
  }
}

/** The seeded sample's wall layer in a live document. */
export const wallsOf = (doc: Y.Doc) => doc.getMap('layers').get('design/walls') as Y.Array<Y.Map<unknown>>;

/** A local edit a test can look for afterwards: one stud (a polyline) added to the walls. */
export const addStud = (doc: Y.Doc, id: string) =>
  wallsOf(doc).push([
    new Y.Map<unknown>([
      ['id', id],
      ['name', id],
      ['type', 'polyline'],
      ['points', [1, 0, 1, 44]],
    ]),
  ]);
