import * as Y from 'yjs';

/**
 * Where a room's document lives between sessions. The server hands over Yjs updates as opaque
 * bytes and never interprets document content. LevelDB (local) and a durable store
 * (production) will implement this; debouncing, if any, belongs inside the implementation.
 */
export interface DocumentStore {
  /** The stored document as one Yjs update, or null when the room has never been stored. */
  load(room: string): Promise<Uint8Array | null>;
  /** Appends one Yjs update; calls for one room arrive in order, one at a time. */
  store(room: string, update: Uint8Array): Promise<void>;
}

/** Keeps documents in this process only: they survive a room closing, not a restart. */
export class InMemoryDocumentStore implements DocumentStore {
  private readonly documents = new Map<string, Uint8Array>();

  async load(room: string): Promise<Uint8Array | null> {
    return this.documents.get(room) ?? null;
  }

  async store(room: string, update: Uint8Array): Promise<void> {
    const existing = this.documents.get(room);
    // Merge as we go so one update per room is held, not the whole edit history.
    this.documents.set(room, existing ? Y.mergeUpdates([existing, update]) : update.slice());
  }
}
