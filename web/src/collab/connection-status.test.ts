import { describe, expect, it } from 'vitest';
import { CONNECTED, CONNECTING, INITIAL_CONNECTION, OFFLINE, connectionLabel, type ConnectionState } from './connection-status';

const base: ConnectionState = { ...INITIAL_CONNECTION };

describe('connectionLabel', () => {
  it('says Connecting… on the first attempts and Connected once synced', () => {
    expect(connectionLabel(base)).toEqual({ label: CONNECTING, tone: 'pending' });
    expect(connectionLabel({ ...base, failedAttempts: 1 }).label).toBe(CONNECTING);
    expect(connectionLabel({ ...base, status: 'connected' }).label).toBe(CONNECTING);
    expect(connectionLabel({ ...base, status: 'connected', synced: true, everConnected: true })).toEqual({ label: CONNECTED, tone: 'ok' });
  });

  it('says Offline — edits will sync when the browser is offline or a lost connection is retried', () => {
    expect(connectionLabel({ ...base, online: false, status: 'connected', synced: true })).toEqual({ label: OFFLINE, tone: 'offline' });
    expect(connectionLabel({ ...base, status: 'disconnected', everConnected: true }).label).toBe(OFFLINE);
    expect(connectionLabel({ ...base, status: 'connecting', everConnected: true }).label).toBe(OFFLINE);
    expect(connectionLabel({ ...base, failedAttempts: 2 }).label).toBe(OFFLINE);
  });

  it('names the reason when the server refused for good', () => {
    expect(connectionLabel({ ...base, status: 'disconnected', refusedReason: 'Workspace not found' })).toEqual({
      label: 'Not connected — Workspace not found',
      tone: 'refused',
    });
  });
});
