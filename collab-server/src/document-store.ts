import * as Y from 'yjs';

/**
 * Where a room's document lives between sessions. The server hands over Yjs updates as opaque
 * bytes and never interprets document content. Every method's promise settles only once the
 * operation is durable (or has failed): the room keeps what failed in memory and retries.
 */
export interface DocumentStore {
  /** The stored document as one Yjs update, or null when the room has never been stored. */
  load(room: string): Promise<Uint8Array | null>;
  /** Appends one Yjs update; calls for one room arrive in order, one at a time. */
  store(room: string, update: Uint8Array): Promise<void>;
  /**
   * Replaces everything stored for the room by `state` (a full state update that contains every
   * update stored so far). Optional: stores without it just keep appending.
   */
  compact?(room: string, state: Uint8Array): Promise<void>;
  /** Releases the store (the server calls it on close for stores it created). */
  close?(): Promise<void>;
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

  async compact(room: string, state: Uint8Array): Promise<void> {
    this.documents.set(room, state.slice());
  }
}
