import { chunkDocId, chunksOf, chunksProblem, CONTENT_CHUNK_BYTES, type ContentChunk } from '../content-chunks.js';
import { documentSize } from '../firestore-limits.js';

/**
 * How a workspace content entry is stored (docs/versioned-data.md "Workspace endpoints"): as one
 * document `content/{documentId}` holding its fields while it fits, else as chunk documents
 * `content/{documentId}-0000`, … each `{ documentId, documentType, index, count, text }` where the
 * joined text is the entry as JSON, never truncated. Pure: what to write and how to read back.
 */

/** A stored content document: its id and fields. */
export interface StoredContentDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A chunk document of an entry. */
export type ContentEntryChunk = ContentChunk & {
  documentId: string;
  documentType: string;
};

/** Does this entry need chunks (its document would exceed CONTENT_CHUNK_BYTES, leaving room below the 1 MiB limit)? */
export function entryNeedsChunks(workspaceId: string, entry: { documentId: string } & Record<string, unknown>): boolean {
  return documentSize(`workspaces/${workspaceId}/content`, entry.documentId, entry) > CONTENT_CHUNK_BYTES;
}

/** The chunk documents (id and fields) of an entry. */
export function entryChunkDocs(entry: { documentId: string; documentType: string }): StoredContentDoc[] {
  return chunksOf(JSON.stringify(entry)).map((chunk) => ({
    id: chunkDocId(entry.documentId, chunk.index),
    data: { documentId: entry.documentId, documentType: entry.documentType, ...chunk } satisfies ContentEntryChunk,
  }));
}

/** Is this stored document a chunk of an entry (rather than an entry itself)? */
export function isChunkDoc(doc: StoredContentDoc): boolean {
  const { documentId, index, count, text } = doc.data;
  return (
    typeof documentId === 'string' &&
    typeof index === 'number' &&
    typeof count === 'number' &&
    typeof text === 'string' &&
    doc.id === chunkDocId(documentId, index)
  );
}

/** The ids of the stored documents that hold the entry `documentId` (its own document and its chunks). */
export function docsOfEntry(docs: readonly StoredContentDoc[], documentId: string): string[] {
  return docs.filter((d) => d.id === documentId || (isChunkDoc(d) && d.data.documentId === documentId)).map((d) => d.id);
}

export interface ReadEntries {
  entries: Record<string, unknown>[];
  /** Entries whose chunks are missing or damaged: documentId → what is wrong. */
  incomplete: Record<string, string>;
}

/**
 * The entries the content documents make, chunks joined in index order. A chunk set whose text is
 * not an entry (the version service's content, `json-0000`…) is shown as `{ documentId,
 * documentType, data }` with the parsed content as data.
 */
export function entriesOfContentDocs(docs: readonly StoredContentDoc[]): ReadEntries {
  const entries: Record<string, unknown>[] = [];
  const incomplete: Record<string, string> = {};
  const chunkGroups = new Map<string, StoredContentDoc[]>();
  for (const doc of docs) {
    if (isChunkDoc(doc)) {
      const id = doc.data.documentId as string;
      chunkGroups.set(id, [...(chunkGroups.get(id) ?? []), doc]);
    } else entries.push({ ...doc.data, documentId: typeof doc.data.documentId === 'string' ? doc.data.documentId : doc.id });
  }
  for (const [documentId, group] of chunkGroups) {
    const chunks = group.map((d) => d.data as Partial<ContentChunk>).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    const problem = chunksProblem(chunks);
    if (problem) {
      incomplete[documentId] = problem;
      continue;
    }
    const joined = chunks.map((c) => c.text).join('');
    let parsed: unknown;
    try {
      parsed = JSON.parse(joined);
    } catch {
      incomplete[documentId] = 'content is incomplete: the joined chunks are not JSON';
      continue;
    }
    const documentType = group[0]!.data.documentType;
    const isEntry =
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      (parsed as Record<string, unknown>).documentId === documentId;
    entries.push(isEntry ? (parsed as Record<string, unknown>) : { documentId, documentType, data: parsed });
  }
  entries.sort((a, b) => String(a.documentId).localeCompare(String(b.documentId)));
  return { entries, incomplete };
}
