import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { describe, expect, it } from 'vitest';
import * as decoding from 'lib0/decoding';
import * as authProtocol from 'y-protocols/auth';
import { CollabMessageType, MAX_PRESENCE_CLIENTS_PER_SOCKET, MAX_PRESENCE_STATE_BYTES } from '@workhub/domain';
import {
  MalformedMessageError,
  decodeClientMessage,
  encodeAwarenessMessage,
  encodePermissionDenied,
  encodePresence,
  encodeSyncStep1,
  encodeSyncUpdate,
  encodeTokenRefresh,
  toOwnedBytes,
} from './messages.js';

describe('decodeClientMessage', () => {
  it('decodes what y-websocket clients send', () => {
    const doc = new Y.Doc();
    doc.getMap('layers').set('walls', 1);
    const awareness = new Awareness(doc);
    awareness.setLocalState({ user: { name: 'Ada' } });

    expect(decodeClientMessage(encodeSyncStep1(doc))).toEqual({ kind: 'sync-step1', stateVector: Y.encodeStateVector(doc) });
    const update = Y.encodeStateAsUpdate(doc);
    expect(decodeClientMessage(encodeSyncUpdate(update))).toEqual({ kind: 'sync-update', update });
    expect(decodeClientMessage(encodeAwarenessMessage(awareness, [doc.clientID])).kind).toBe('awareness');
    awareness.destroy();
  });

  it.each([
    ['an empty frame', []],
    ['an unknown message type', [7]],
    ['an unknown sync type', [0, 9]],
    ['a truncated state vector', [0, 0, 5, 1]],
    ['a truncated update', [0, 2, 50, 1, 2]],
    ['a truncated awareness update', [1, 5, 1, 2]],
    ['a token refresh without a token', [100, 0]],
    ['a truncated token refresh', [100, 9, 65]],
  ])('rejects %s as malformed', (_name, bytes) => {
    expect(() => decodeClientMessage(new Uint8Array(bytes))).toThrow(MalformedMessageError);
  });

  it('accepts every payload shape ws delivers', () => {
    const bytes = encodeSyncUpdate(Y.encodeStateAsUpdate(new Y.Doc()));
    const buffer = Buffer.from(bytes);
    const fragments = [buffer.subarray(0, 2), buffer.subarray(2)];
    const arrayBuffer = bytes.slice().buffer;
    for (const payload of [buffer, fragments, arrayBuffer]) {
      expect(decodeClientMessage(toOwnedBytes(payload)).kind).toBe('sync-update');
    }
  });

  it('rejects awareness states that are not JSON', () => {
    const inner = encoding.createEncoder();
    encoding.writeVarUint(inner, 1);
    encoding.writeVarUint(inner, 42);
    encoding.writeVarUint(inner, 1);
    encoding.writeVarString(inner, '{nope');
    const outer = encoding.createEncoder();
    encoding.writeVarUint(outer, 1);
    encoding.writeVarUint8Array(outer, encoding.toUint8Array(inner));
    expect(() => decodeClientMessage(encoding.toUint8Array(outer))).toThrow(/undecodable message/);
  });

  it('decodes presence entries and encodes them back byte for byte', () => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    awareness.setLocalState({ user: { uid: 'u-ada', name: 'Ada', colour: '#d81b60' }, pointer: { x: 1, y: 2 }, selection: null });
    const message = decodeClientMessage(encodeAwarenessMessage(awareness, [doc.clientID]));
    if (message.kind !== 'awareness') throw new Error(message.kind);
    expect(message.entries).toEqual([
      {
        clientId: doc.clientID,
        clock: 1,
        state: { user: { uid: 'u-ada', name: 'Ada', colour: '#d81b60' }, pointer: { x: 1, y: 2 }, selection: null },
      },
    ]);
    const again = encoding.createEncoder();
    encoding.writeVarUint(again, CollabMessageType.awareness);
    encoding.writeVarUint8Array(again, encodePresence(message.entries));
    expect(encoding.toUint8Array(again)).toEqual(encodeAwarenessMessage(awareness, [doc.clientID]));
    awareness.destroy();
  });

  const presenceFrame = (states: string[]) => {
    const inner = encoding.createEncoder();
    encoding.writeVarUint(inner, states.length);
    states.forEach((state, i) => {
      encoding.writeVarUint(inner, 42 + i);
      encoding.writeVarUint(inner, 1);
      encoding.writeVarString(inner, state);
    });
    const outer = encoding.createEncoder();
    encoding.writeVarUint(outer, CollabMessageType.awareness);
    encoding.writeVarUint8Array(outer, encoding.toUint8Array(inner));
    return encoding.toUint8Array(outer);
  };

  it('refuses presence over the size limit or that is not an object', () => {
    const fits = JSON.stringify({ selection: 'x'.repeat(MAX_PRESENCE_STATE_BYTES - 20) });
    expect(decodeClientMessage(presenceFrame([fits])).kind).toBe('awareness');
    const over = JSON.stringify({ selection: 'x'.repeat(MAX_PRESENCE_STATE_BYTES) });
    expect(() => decodeClientMessage(presenceFrame([over]))).toThrow(/presence state of \d+ bytes/);
    // Multi-byte characters count as bytes, not as characters.
    const wide = JSON.stringify({ selection: 'é'.repeat(MAX_PRESENCE_STATE_BYTES / 2) });
    expect(() => decodeClientMessage(presenceFrame([wide]))).toThrow(MalformedMessageError);
    // Many clients in one message is what a y-websocket client's echo of the room looks like.
    const many = Array.from({ length: MAX_PRESENCE_CLIENTS_PER_SOCKET + 3 }, () => '{}');
    expect(decodeClientMessage(presenceFrame(many)).kind).toBe('awareness');
    for (const odd of ['[1,2]', '"ada"', '7', 'true'])
      expect(() => decodeClientMessage(presenceFrame([odd]))).toThrow(/neither an object nor null/);
    expect(decodeClientMessage(presenceFrame(['null']))).toEqual({ kind: 'awareness', entries: [{ clientId: 42, clock: 1, state: null }] });
  });

  it('decodes the token-refresh extension', () => {
    expect(decodeClientMessage(encodeTokenRefresh('eyJ.payload.sig'))).toEqual({ kind: 'token-refresh', token: 'eyJ.payload.sig' });
  });
});

describe('encodePermissionDenied', () => {
  it('is the y-protocols/auth message y-websocket clients understand', () => {
    const decoder = decoding.createDecoder(encodePermissionDenied('read-only'));
    expect(decoding.readVarUint(decoder)).toBe(CollabMessageType.auth);
    let reason = '';
    authProtocol.readAuthMessage(decoder, null as never, (_doc, text) => (reason = text));
    expect(reason).toBe('read-only');
  });
});
