import { describe, expect, it } from 'vitest';
import { COLLAB_REFUSAL_MESSAGES, CollabCloseCode, CollabCloseReason, MAX_CLOSE_REASON_BYTES, shouldReconnect } from './protocol.js';

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
    expect(forGood.sort()).toEqual([4403, 4404]);
    for (const code of forGood) expect(COLLAB_REFUSAL_MESSAGES[code]).toBeTruthy();
  });

  it('keeps every close reason within the protocol cap', () => {
    for (const reason of Object.values(CollabCloseReason))
      expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(MAX_CLOSE_REASON_BYTES);
  });
});
