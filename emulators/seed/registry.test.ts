import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  collectionOfDocumentPath,
  erpItemRowSchema,
  mirrorDocOf,
  parseStoredDocument,
  type CollectionName,
} from '@workhub/domain';
import { buildSeed, SEED_COLLECTIONS, type SeedCollection, type SeedDoc } from './build.js';

/** Where write.ts puts a seeded document: its registry collection and its id. */
function placeOf(collection: SeedCollection, doc: SeedDoc): { name: CollectionName | undefined; id: string; path: string } {
  if (collection === 'workspaceContent') {
    const path = `workspaces/${doc.id}/content/${String(doc.data.documentId)}`;
    return { name: 'workspaceContent', id: String(doc.data.documentId), path };
  }
  if (collection === 'pipe') return { name: 'pipe', id: doc.id.split('/')[1]!, path: `projects/${doc.id.replace('/', '/pipe/')}` };
  if (collection === 'nested') return { name: collectionOfDocumentPath(doc.id), id: doc.id.split('/').pop()!, path: doc.id };
  const path = `${collection}/${doc.id}`;
  return { name: collectionOfDocumentPath(path), id: doc.id, path };
}

/** The data as write.ts stores it (the erpItems mirror documents are built from the row). */
const storedData = (collection: SeedCollection, doc: SeedDoc): Record<string, unknown> =>
  collection === 'erpItems' ? mirrorDocOf(erpItemRowSchema.parse(doc.data), Date.UTC(2026, 0, 5)) : doc.data;

describe('the seed against the collection registry (domain/src/collections)', () => {
  const seed = buildSeed();

  it('every seeded document goes to a registry collection and parses with its schema', () => {
    const problems: string[] = [];
    for (const collection of SEED_COLLECTIONS) {
      for (const doc of seed[collection]) {
        const { name, id, path } = placeOf(collection, doc);
        if (!name) {
          problems.push(`${path}: no registry collection`);
          continue;
        }
        const parsed = parseStoredDocument(name, id, storedData(collection, doc));
        if (!parsed.success) {
          const first = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
          problems.push(`${name}: ${first.join('; ')} (e.g. ${path})`);
        }
      }
    }
    const kinds = new Map<string, number>();
    for (const p of problems) {
      const kind = p.replace(/ \(e\.g\. .*\)$/, '');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const summary = [...kinds].map(([kind, n]) => `${n} × ${kind} (${problems.find((p) => p.startsWith(kind))})`);
    expect(summary, `${problems.length} seeded documents do not fit the registry`).toEqual([]);
  });

  it('each seeded collection is one the registry says the seed (or a service it stands in for) writes', () => {
    const seeded = new Set<CollectionName>();
    for (const collection of SEED_COLLECTIONS)
      for (const doc of seed[collection]) {
        const { name } = placeOf(collection, doc);
        if (name) seeded.add(name);
      }
    for (const name of seeded) expect(COLLECTIONS[name].writtenBy.length, name).toBeGreaterThan(0);
    expect(seeded.size).toBeGreaterThan(20);
  });
});
