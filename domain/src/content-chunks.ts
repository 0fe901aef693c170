import { utf8Bytes } from './firestore-limits.js';

/**
 * Content that can outgrow Firestore's 1 MiB document limit (a versioned document's JSON, a large
 * workspace content entry) is stored as chunks of at most CONTENT_CHUNK_BYTES of UTF-8 in a
 * sub-collection, never truncated (docs/versioned-data.md "Large content"). Pure: the split, the
 * chunk documents' ids and the checked join.
 */
export const CONTENT_CHUNK_BYTES = 900_000;

/** One stored chunk: its place, how many there are, and its text. */
export interface ContentChunk {
  index: number;
  count: number;
  text: string;
}

/** The chunk document id: `<prefix>-0000`, `<prefix>-0001`, … (sorts in index order). */
export const chunkDocId = (prefix: string, index: number): string => `${prefix}-${String(index).padStart(4, '0')}`;

/**
 * Splits `text` into pieces of at most `maxBytes` UTF-8 bytes, never inside a character (a
 * surrogate pair stays whole). An empty text is one empty chunk, so every content has a chunk.
 */
export function splitUtf8(text: string, maxBytes: number = CONTENT_CHUNK_BYTES): string[] {
  if (maxBytes < 4) throw new Error('A chunk must hold at least one character (4 bytes)');
  const pieces: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes + size > maxBytes) {
      pieces.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += size;
    if (pair) i++;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The chunks to store for `text`. */
export function chunksOf(text: string, maxBytes: number = CONTENT_CHUNK_BYTES): ContentChunk[] {
  const pieces = splitUtf8(text, maxBytes);
  return pieces.map((piece, index) => ({ index, count: pieces.length, text: piece }));
}

/** Why stored chunks do not make one whole content, or undefined when they do. */
export function chunksProblem(chunks: readonly Partial<ContentChunk>[]): string | undefined {
  if (chunks.length === 0) return 'content is incomplete: no chunks';
  const count = chunks[0]?.count;
  if (typeof count !== 'number' || count !== chunks.length)
    return `content is incomplete: ${chunks.length} chunks stored, ${String(count)} expected`;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    if (chunk.index !== i || chunk.count !== count || typeof chunk.text !== 'string')
      return `content is incomplete: chunk ${i} is missing or damaged`;
  }
  return undefined;
}

/** The content text the chunks make, in index order; throws when they are incomplete. */
export function joinChunks(chunks: readonly Partial<ContentChunk>[]): string {
  const sorted = [...chunks].sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
  const problem = chunksProblem(sorted);
  if (problem) throw new Error(problem);
  return sorted.map((c) => c.text).join('');
}

/** UTF-8 size of a content text, as stored in `contentBytes`. */
export const contentBytesOf = (text: string): number => utf8Bytes(text);
