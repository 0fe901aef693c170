import { describe, expect, it } from 'vitest';
import { decodeRelayMessage, encodeRelayMessage, relayChannel, type RelayMessage } from './redis-relay.js';

describe('relay messages', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const messages: RelayMessage[] = [
    { kind: 'update', update: bytes(1, 2, 3) },
    { kind: 'awareness', update: bytes(4) },
    { kind: 'sync-request', id: 'req-1', stateVector: bytes(0) },
    { kind: 'sync-answer', to: 'instance-b', id: 'req-1', update: bytes(0, 0), stateVector: bytes(1, 5, 7), awareness: bytes() },
  ];

  it.each(messages)('round-trips a $kind message with its sender', (message) => {
    expect(decodeRelayMessage(new Uint8Array(encodeRelayMessage('instance-a', message)))).toEqual({ from: 'instance-a', message });
  });

  it('rejects bytes that are not a relay message', () => {
    expect(() => decodeRelayMessage(bytes(1, 65, 9))).toThrow();
    expect(() => decodeRelayMessage(bytes())).toThrow();
  });

  it('names one channel per room', () => {
    expect(relayChannel('ws-1')).toBe('workhub:collab:ws-1');
  });
});
