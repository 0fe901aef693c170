import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import * as authProtocol from 'y-protocols/auth';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { CollabMessageType, MAX_PRESENCE_STATE_BYTES } from '@workhub/domain';

/*
 * The y-websocket wire format plus WorkHub's token-refresh message; the message types are the
 * shared contract in domain (collab/protocol.ts).
 */

/** A client message, fully decoded and checked, so applying it cannot fail halfway. */
export type ClientMessage =
  | { kind: 'sync-step1'; stateVector: Uint8Array }
  | { kind: 'sync-step2' | 'sync-update'; update: Uint8Array }
  | { kind: 'awareness'; entries: PresenceEntry[] }
  | { kind: 'token-refresh'; token: string };

/** One client's presence in an awareness update: null when it leaves. */
export interface PresenceEntry {
  clientId: number;
  clock: number;
  state: Record<string, unknown> | null;
}

/** The frame is not a y-websocket message; the sender's socket is closed with 1003. */
export class MalformedMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMessageError';
  }
}

/** Decodes and checks one binary frame without touching any document. */
export function decodeClientMessage(frame: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(frame);
    const messageType = decoding.readVarUint(decoder);
    if (messageType === CollabMessageType.sync) return decodeSyncMessage(decoder);
    if (messageType === CollabMessageType.awareness) {
      const update = decoding.readVarUint8Array(decoder);
      return { kind: 'awareness', entries: decodePresence(update) };
    }
    if (messageType === CollabMessageType.tokenRefresh) {
      const token = decoding.readVarString(decoder);
      if (token === '') throw new MalformedMessageError('empty token in token refresh');
      return { kind: 'token-refresh', token };
    }
    throw new MalformedMessageError(`unknown message type ${messageType}`);
  } catch (error) {
    if (error instanceof MalformedMessageError) throw error;
    throw new MalformedMessageError(`undecodable message (${error instanceof Error ? error.message : String(error)})`);
  }
}

function decodeSyncMessage(decoder: decoding.Decoder): ClientMessage {
  const syncType = decoding.readVarUint(decoder);
  switch (syncType) {
    case syncProtocol.messageYjsSyncStep1: {
      const stateVector = decoding.readVarUint8Array(decoder);
      Y.decodeStateVector(stateVector);
      return { kind: 'sync-step1', stateVector };
    }
    case syncProtocol.messageYjsSyncStep2:
    case syncProtocol.messageYjsUpdate: {
      const update = decoding.readVarUint8Array(decoder);
      // A full parse first: y-protocols would log and swallow a bad update, and Yjs could apply
      // part of one before failing.
      Y.decodeUpdate(update);
      return { kind: syncType === syncProtocol.messageYjsSyncStep2 ? 'sync-step2' : 'sync-update', update };
    }
    default:
      throw new MalformedMessageError(`unknown sync message type ${syncType}`);
  }
}

/**
 * Reads an awareness update whole (as applyAwarenessUpdate would, which would otherwise leave
 * earlier entries applied), with WorkHub's limits: each state at most MAX_PRESENCE_STATE_BYTES of
 * JSON, and an object (or null for leaving). A message may name many clients: y-websocket clients
 * send back the others' states they receive (the room decides which entries are the socket's).
 */
function decodePresence(update: Uint8Array): PresenceEntry[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: PresenceEntry[] = [];
  for (let index = 0; index < count; index++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const json = decoding.readVarString(decoder);
    const bytes = Buffer.byteLength(json);
    if (bytes > MAX_PRESENCE_STATE_BYTES)
      throw new MalformedMessageError(`presence state of ${bytes} bytes (at most ${MAX_PRESENCE_STATE_BYTES})`);
    const state: unknown = JSON.parse(json);
    if (state !== null && (typeof state !== 'object' || Array.isArray(state)))
      throw new MalformedMessageError('presence state is neither an object nor null');
    entries.push({ clientId, clock, state: state as Record<string, unknown> | null });
  }
  return entries;
}

/** Encodes presence entries as an awareness update (y-protocols' format). */
export function encodePresence(entries: readonly PresenceEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const entry of entries) {
    encoding.writeVarUint(encoder, entry.clientId);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, JSON.stringify(entry.state));
  }
  return encoding.toUint8Array(encoder);
}

/**
 * Turns any ws payload shape into one Uint8Array. A copy, as y-websocket does: lib0 and Yjs keep
 * views into it, which must not pin ws's larger receive buffers.
 */
export function toOwnedBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(data);
}

export function encodeSyncStep1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.sync);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

export function encodeSyncStep2(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.sync);
  syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

export function encodeSyncUpdate(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.sync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** y-protocols/auth "permission denied" (y-websocket's client logs it as a warning). */
export function encodePermissionDenied(reason: string): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.auth);
  authProtocol.writePermissionDenied(encoder, reason);
  return encoding.toUint8Array(encoder);
}

/** The token-refresh extension message, as a client sends it. */
export function encodeTokenRefresh(token: string): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.tokenRefresh);
  encoding.writeVarString(encoder, token);
  return encoding.toUint8Array(encoder);
}

export function encodeAwarenessMessage(awareness: awarenessProtocol.Awareness, clientIds: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, CollabMessageType.awareness);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clientIds));
  return encoding.toUint8Array(encoder);
}
