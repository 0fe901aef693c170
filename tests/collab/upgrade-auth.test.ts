import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftIdToken, signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { connectCollabClient } from './support/collab-client.js';
import { createWorkspace } from './support/firestore.js';
import { upgradeStatus } from './support/raw-http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('collab-server upgrade: Origin allow-list, Firebase ID token, workspace', () => {
  let server: TestServer;
  let user: EmulatorUser;
  let room: string;
  const tokensUsed: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpTestUser('upgrade');
    room = await createWorkspace({ creator: userNameOf(user), content: null });
    tokensUsed.push(user.idToken);
  });

  afterAll(async () => {
    await server?.close();
  });

  const roomUrl = (query = '') => `${server.httpUrl}/${room}${query}`;

  it('refuses a socket without a token with 401, before the WebSocket opens', async () => {
    expect(await upgradeStatus(roomUrl())).toEqual({ status: 401, body: 'Missing ID token' });
    await expect(connectCollabClient({ serverUrl: server.wsUrl, room, token: '' })).rejects.toThrow('HTTP 401');
    expect(server.server.stats()).toMatchObject({ rooms: 0, connections: 0 });
  });

  it('refuses a token that is not a JWT with 401', async () => {
    tokensUsed.push('not-a-token');
    expect((await upgradeStatus(roomUrl('?token=not-a-token'))).status).toBe(401);
    expect((await upgradeStatus(roomUrl(), { Authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('refuses an expired token and a token for another project with 401', async () => {
    const expired = craftIdToken(user.idToken, { exp: Math.floor(Date.now() / 1000) - 60 });
    const otherProject = craftIdToken(user.idToken, {
      aud: 'some-other-project',
      iss: 'https://securetoken.google.com/some-other-project',
    });
    // Control: the same crafted token with valid claims is accepted, so only exp/aud differ.
    const control = craftIdToken(user.idToken, {});
    tokensUsed.push(expired, otherProject, control);
    expect((await upgradeStatus(roomUrl(`?token=${control}`))).status).toBe(101);
    expect(await upgradeStatus(roomUrl(`?token=${expired}`))).toEqual({ status: 401, body: 'Invalid or expired ID token' });
    expect((await upgradeStatus(roomUrl(`?token=${otherProject}`))).status).toBe(401);
  });

  it('refuses a session whose sign-in (auth_time) is older than 7 days with 401, and takes one of 6 days', async () => {
    const signedInDaysAgo = (days: number) => craftIdToken(user.idToken, { auth_time: Math.floor(Date.now() / 1000) - days * 86_400 });
    const [eightDays, sixDays] = [signedInDaysAgo(8), signedInDaysAgo(6)];
    tokensUsed.push(eightDays, sixDays);
    expect(await upgradeStatus(roomUrl(`?token=${eightDays}`))).toEqual({ status: 401, body: 'Session older than 7 days: sign in again' });
    expect((await upgradeStatus(roomUrl(`?token=${sixDays}`))).status).toBe(101);
  });

  it('refuses a signed-in user who is not company staff (no allowed claim) with 403', async () => {
    const outsider = await signUpTestUser('outsider', null);
    tokensUsed.push(outsider.idToken);
    expect(await upgradeStatus(roomUrl(`?token=${outsider.idToken}`))).toEqual({ status: 403, body: 'Not authorized' });
    const forgedFalse = craftIdToken(user.idToken, { allowed: false });
    tokensUsed.push(forgedFalse);
    expect((await upgradeStatus(roomUrl(`?token=${forgedFalse}`))).status).toBe(403);
  });

  it('one identity per person: refuses a staff token without the user name registered to its email with 401', async () => {
    const unregistered = craftIdToken(user.idToken, { user: undefined });
    const someoneElse = craftIdToken(user.idToken, { user: 'zaha' });
    tokensUsed.push(unregistered, someoneElse);
    const refused = { status: 401, body: 'This session does not carry your registered user name: sign in again' };
    expect(await upgradeStatus(roomUrl(`?token=${unregistered}`))).toEqual(refused);
    expect(await upgradeStatus(roomUrl(`?token=${someoneElse}`))).toEqual(refused);
    expect((await upgradeStatus(roomUrl(`?token=${user.idToken}`))).status).toBe(101);
  });

  it('refuses a browser Origin outside the allow-list with 403, even with a valid token', async () => {
    const answer = await upgradeStatus(roomUrl(`?token=${user.idToken}`), { Origin: 'https://evil.example' });
    expect(answer).toEqual({ status: 403, body: 'Origin not allowed' });
    await expect(
      connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken, headers: { Origin: 'http://localhost:9999' } }),
    ).rejects.toThrow('HTTP 403');
  });

  it('accepts a valid token in the query (y-websocket params) or as a Bearer header, from an allowed Origin or none', async () => {
    expect((await upgradeStatus(roomUrl(`?token=${user.idToken}`), { Origin: 'http://localhost:5173' })).status).toBe(101);
    expect((await upgradeStatus(roomUrl(), { Authorization: `Bearer ${user.idToken}` })).status).toBe(101);
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: user.idToken });
    await client.synced;
    expect((await client.close()).code).toBe(1000);
  });

  it('refuses a URL without a room name, or one that cannot be a workspace id, with 400', async () => {
    expect((await upgradeStatus(`${server.httpUrl}/?token=${user.idToken}`)).status).toBe(400);
    expect((await upgradeStatus(`${server.httpUrl}/${encodeURIComponent('workspaces/x')}?token=${user.idToken}`)).status).toBe(400);
    expect((await upgradeStatus(`${server.httpUrl}/__reserved__?token=${user.idToken}`)).status).toBe(400);
  });

  it('refuses a workspace that does not exist, or is deleted, with 404 (a workspace admin too)', async () => {
    expect(await upgradeStatus(`${server.httpUrl}/ws-no-such-workspace?token=${user.idToken}`)).toEqual({
      status: 404,
      body: 'Workspace not found',
    });
    const deleted = await createWorkspace({ creator: userNameOf(user), deleted: true, content: null });
    expect(await upgradeStatus(`${server.httpUrl}/${deleted}?token=${user.idToken}`)).toEqual({ status: 404, body: 'Workspace not found' });
    const admin = await signUpTestUser('upgrade-admin', { allowed: true, isWorkspaceAdmin: true });
    tokensUsed.push(admin.idToken);
    expect((await upgradeStatus(`${server.httpUrl}/${deleted}?token=${admin.idToken}`)).status).toBe(404);
    expect(server.server.room(deleted)).toBeUndefined();
    expect(server.server.room('ws-no-such-workspace')).toBeUndefined();
  });

  it('never writes a token to its log', () => {
    expect(server.logLines.some((line) => line.includes('joined room'))).toBe(true);
    for (const token of tokensUsed) {
      expect(server.logLines.filter((line) => line.includes(token))).toEqual([]);
    }
  });
});
