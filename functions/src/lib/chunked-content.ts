import { FieldPath, type CollectionReference, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { chunkDocId, chunksOf, chunksProblem, joinChunks, type ContentChunk } from '@workhub/domain';
import { conflict } from './errors.js';

/**
 * Content stored as chunks in a sub-collection (docs/versioned-data.md "Large content"): the
 * chunk documents `<prefix>-0000`, … each `{ index, count, text, ...extra }`. Reads happen before
 * writes, as a transaction needs: `readChunks` (inside or outside a transaction), then
 * `chunkWrites` for the new text and `staleChunks` for chunks the new text no longer needs.
 */

export interface StoredChunks {
  refs: DocumentReference[];
  chunks: Partial<ContentChunk>[];
}

const rangeOf = (collection: CollectionReference, prefix: string) =>
  collection.orderBy(FieldPath.documentId()).startAt(chunkDocId(prefix, 0)).endAt(`${prefix}-\uf8ff`);

/** The stored chunks under `prefix` (none when the content was never written). */
export async function readChunks(collection: CollectionReference, prefix: string, tx?: Transaction): Promise<StoredChunks> {
  const query = rangeOf(collection, prefix);
  const snap = tx ? await tx.get(query) : await query.get();
  return {
    refs: snap.docs.map((d) => d.ref),
    chunks: snap.docs.map((d) => ({ index: d.get('index'), count: d.get('count'), text: d.get('text') })),
  };
}

/** The whole content text; a 409 when chunks are missing or damaged (never a short text). */
export function contentText(stored: StoredChunks, what: string): string {
  const problem = chunksProblem([...stored.chunks].sort((a, b) => (a.index ?? -1) - (b.index ?? -1)));
  if (problem) throw conflict(`The ${what} ${problem}`);
  return joinChunks(stored.chunks);
}

/** The documents to write for `text` under `prefix`, each with `extra` fields beside the chunk. */
export function chunkWrites(
  collection: CollectionReference,
  prefix: string,
  text: string,
  extra: DocumentData = {},
): { ref: DocumentReference; data: DocumentData }[] {
  return chunksOf(text).map((chunk) => ({ ref: collection.doc(chunkDocId(prefix, chunk.index)), data: { ...extra, ...chunk } }));
}

/** Stored chunks beyond the new content's count: to delete after writing it. */
export function staleChunks(stored: StoredChunks, prefix: string, newCount: number): DocumentReference[] {
  const keep = new Set(Array.from({ length: newCount }, (_, i) => chunkDocId(prefix, i)));
  return stored.refs.filter((ref) => !keep.has(ref.id));
}
