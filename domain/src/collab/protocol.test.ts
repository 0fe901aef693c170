import { describe, expect, it } from 'vitest';
import {
  COLLAB_MIN_PROTOCOL_VERSION,
  COLLAB_PROTOCOL_VERSION,
  COLLAB_RELOAD_MESSAGE,
  protocolVersionVerdict,
  COLLAB_REFUSAL_MESSAGES,
  CollabCloseCode,
  CollabCloseReason,
  MAX_CLOSE_REASON_BYTES,
  shouldReconnect,
} from './protocol.js';

describe('the collab protocol contract', () => {
  it('retries transient closes and an expired token, not a refusal for good', () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(CollabCloseCode.goingAway)).toBe(true);
    expect(shouldReconnect(CollabCloseCode.internalError)).toBe(true);
    expect(shouldReconnect(CollabCloseCode.tokenExpired)).toBe(true);
    expect(shouldReconnect(CollabCloseCode.sessionRevoked)).toBe(false);
    expect(shouldReconnect(CollabCloseCode.workspaceGone)).toBe(false);
    expect(shouldReconnect(4500)).toBe(true);
  });

  it('tells a person why for every close that is for good', () => {
    const forGood = Object.values(CollabCloseCode).filter((code) => !shouldReconnect(code));
    expect(forGood.sort()).toEqual([4403, 4404, 4426]);
    for (const code of forGood) expect(COLLAB_REFUSAL_MESSAGES[code]).toBeTruthy();
  });

  it('keeps every close reason within the protocol cap', () => {
    for (const reason of Object.values(CollabCloseReason))
      expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(MAX_CLOSE_REASON_BYTES);
  });

  it('refuses a missing, malformed or older protocol version, retries a newer one', () => {
    expect(COLLAB_MIN_PROTOCOL_VERSION).toBeLessThanOrEqual(COLLAB_PROTOCOL_VERSION);
    expect(protocolVersionVerdict(String(COLLAB_PROTOCOL_VERSION))).toBe('ok');
    for (const sent of [null, '', 'abc', '1.5', '-1', '0', '01', ' 1']) expect(protocolVersionVerdict(sent)).toBe('outdated');
    expect(protocolVersionVerdict('1', { min: 2, current: 2 })).toBe('outdated');
    expect(protocolVersionVerdict('2', { min: 1, current: 2 })).toBe('ok');
    expect(protocolVersionVerdict('3', { min: 1, current: 2 })).toBe('newer');
    expect(shouldReconnect(CollabCloseCode.clientOutdated)).toBe(false);
    expect(shouldReconnect(CollabCloseCode.tryAgainLater)).toBe(true);
    expect(COLLAB_REFUSAL_MESSAGES[CollabCloseCode.clientOutdated]).toBe(COLLAB_RELOAD_MESSAGE);
  });
});
