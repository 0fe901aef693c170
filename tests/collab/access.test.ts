import * as encoding from 'lib0/encoding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { MAX_PRESENCE_STATE_BYTES, SESSION_MAX_AGE_MS, presenceColourOf } from '@workhub/domain';
import { revokeSessions } from '../support/tokens.js';
import { craftIdToken, signUpTestUser, userNameOf, type EmulatorUser } from './support/auth-emulator.js';
import { addStud, objectIds } from './support/block-doc.js';
import { connectCollabClient, type CollabClient } from './support/collab-client.js';
import { createWorkspace, readBlockContent, testFirestore } from './support/firestore.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { delay, waitFor, within } from './support/wait.js';

describe('collab-server access: who edits, who views, and sockets closed when access ends', () => {
  let server: TestServer;
  let creator: EmulatorUser;
  let listedEditor: EmulatorUser;
  let admin: EmulatorUser;
  let viewer: EmulatorUser;
  const open: CollabClient[] = [];

  const connect = async (user: EmulatorUser | string, room: string) => {
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room, token: typeof user === 'string' ? user : user.idToken });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ config: { writeBackDebounceMs: 100 } });
    [creator, listedEditor, admin, viewer] = await Promise.all([
      signUpTestUser('creator'),
      signUpTestUser('editor'),
      signUpTestUser('admin', { allowed: true, isWorkspaceAdmin: true }),
      signUpTestUser('viewer'),
    ]);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('drops the document updates of a staff member who may only view; they still sync and show their presence', async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const [owner, watcher] = [await connect(creator, room), await connect(viewer, room)];
    await within('sync', Promise.all([owner.synced, watcher.synced]));

    addStud(watcher.doc, 'viewer-stud');
    // Same socket, later frame: once the owner sees the viewer's presence, the server has
    // handled (and dropped) the viewer's update before it.
    watcher.awareness.setLocalStateField('selection', 'viewer-marker');
    await waitFor(
      "the owner to see the viewer's presence",
      () => owner.awareness.getStates().get(watcher.doc.clientID)?.selection === 'viewer-marker',
    );
    expect(objectIds(owner.doc)).not.toContain('viewer-stud');
    await waitFor('the viewer to be told', () => watcher.permissionDenied.length === 1);
    expect(watcher.permissionDenied[0]).toMatch(/read-only/);

    // The viewer still receives everyone else's edits.
    addStud(owner.doc, 'owner-stud');
    await waitFor("the viewer to get the owner's edit", () => objectIds(watcher.doc).includes('owner-stud'));

    // Nobody else, and not the stored content, ever sees the dropped edit.
    const late = await connect(creator, room);
    await within('late sync', late.synced);
    expect(objectIds(late.doc)).not.toContain('viewer-stud');
    await Promise.all(open.splice(0).map((client) => client.close()));
    await waitFor('the room to be freed', () => server.server.room(room) === undefined, 10_000);
    const stored = (await readBlockContent(room))?.layers['design/walls']?.objects.map((object) => object.id);
    expect(stored).toContain('owner-stud');
    expect(stored).not.toContain('viewer-stud');
    expect(server.logLines.some((line) => line.includes(`${viewer.uid} may only view room`))).toBe(true);
  });

  it('lets a user named in editors and a workspace admin edit', async () => {
    const room = await createWorkspace({ creator: userNameOf(creator), editors: [userNameOf(listedEditor)] });
    const [owner, editor, boss] = [await connect(creator, room), await connect(listedEditor, room), await connect(admin, room)];
    await within('sync', Promise.all([owner.synced, editor.synced, boss.synced]));
    addStud(editor.doc, 'editor-stud');
    addStud(boss.doc, 'admin-stud');
    await waitFor(
      'the owner to see both edits',
      () => objectIds(owner.doc).includes('editor-stud') && objectIds(owner.doc).includes('admin-stud'),
    );
    expect(editor.permissionDenied).toEqual([]);
    expect(boss.permissionDenied).toEqual([]);
  });

  it('re-checks the workspace: an editor taken off the list becomes a viewer, a deleted workspace closes its sockets (4404)', async () => {
    const room = await createWorkspace({ creator: userNameOf(creator), editors: [userNameOf(listedEditor)] });
    const [owner, editor] = [await connect(creator, room), await connect(listedEditor, room)];
    await within('sync', Promise.all([owner.synced, editor.synced]));

    await testFirestore().doc(`workspaces/${room}`).update({ editors: [] });
    await server.server.checkSessions();
    addStud(editor.doc, 'no-longer-allowed');
    editor.awareness.setLocalStateField('selection', 'former-editor');
    await waitFor('the owner to see the presence', () => owner.awareness.getStates().has(editor.doc.clientID));
    expect(objectIds(owner.doc)).not.toContain('no-longer-allowed');

    await testFirestore().doc(`workspaces/${room}`).update({ deleted: true });
    await server.server.checkSessions();
    for (const client of [owner, editor])
      expect(await within('the socket to be closed', client.closed)).toEqual({ code: 4404, reason: 'Workspace not found' });
  });

  it('closes the sockets of a user whose sessions were revoked (signed out everywhere) with 4403, and no one else', async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const leaving = await signUpTestUser('signed-out');
    const [theirs, others] = [await connect(leaving, room), await connect(creator, room)];
    await within('sync', Promise.all([theirs.synced, others.synced]));
    // Revocation has one-second resolution: revoke in a later second than the sign-in.
    await delay(1_100);
    await revokeSessions(leaving.uid);
    await server.server.checkSessions();
    expect(await within('the socket to be closed', theirs.closed)).toEqual({ code: 4403, reason: 'Session revoked' });
    expect(others.socket.readyState).toBe(others.socket.OPEN);
    // And the revoked token opens nothing new.
    await expect(connect(leaving, room)).rejects.toThrow('HTTP 401');
  });

  it('closes the sockets of a session once 7 days have passed since its sign-in (4403), and refuses such a refreshed token', async () => {
    // A server whose clock the test moves on: the sign-in is the token's auth_time.
    let later = 0;
    const aging = await startTestServer({ now: () => Date.now() + later });
    try {
      const room = await createWorkspace({ creator: userNameOf(creator) });
      const client = await connectCollabClient({ serverUrl: aging.wsUrl, room, token: creator.idToken });
      await within('sync', client.synced);
      await aging.server.checkSessions();
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      later = SESSION_MAX_AGE_MS + 1_000;
      await aging.server.checkSessions();
      expect(await within('the socket to be closed', client.closed)).toEqual({
        code: 4403,
        reason: 'Session older than 7 days: sign in again',
      });
    } finally {
      await aging.close();
    }

    const room = await createWorkspace({ creator: userNameOf(creator) });
    const refreshed = await connect(creator, room);
    await within('sync', refreshed.synced);
    refreshed.refreshToken(craftIdToken(creator.idToken, { auth_time: Math.floor((Date.now() - SESSION_MAX_AGE_MS) / 1000) - 60 }));
    expect(await within('the socket to be closed', refreshed.closed)).toEqual({
      code: 4403,
      reason: 'Session older than 7 days: sign in again',
    });
  });

  it('closes a socket when its ID token expires (4401), unless the client sent a fresh token for the same user', async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const shortLived = () => craftIdToken(creator.idToken, { exp: Math.floor(Date.now() / 1000) + 2 });
    const [expiring, refreshed, hijacked] = [
      await connect(shortLived(), room),
      await connect(shortLived(), room),
      await connect(shortLived(), room),
    ];
    await within('sync', Promise.all([expiring.synced, refreshed.synced, hijacked.synced]));

    refreshed.refreshToken(creator.idToken); // valid for an hour
    hijacked.refreshToken(viewer.idToken); // someone else's
    expect(await within('the hijacked socket to be closed', hijacked.closed)).toEqual({
      code: 4403,
      reason: 'Token belongs to another user',
    });

    expect(await within('the expiring socket to be closed', expiring.closed, 5_000)).toEqual({ code: 4401, reason: 'Token expired' });
    await delay(500);
    expect(refreshed.socket.readyState).toBe(refreshed.socket.OPEN);
    addStud(refreshed.doc, 'after-expiry');
    const check = await connect(creator, room);
    await within('sync', check.synced);
    await waitFor('the edit after the first expiry to arrive', () => objectIds(check.doc).includes('after-expiry'));
  });

  it("stamps each presence with the signed-in user's own name and colour: a viewer cannot appear as a colleague", async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const [owner, watcher] = [await connect(creator, room), await connect(viewer, room)];
    await within('sync', Promise.all([owner.synced, watcher.synced]));
    watcher.awareness.setLocalState({
      user: { uid: creator.uid, name: userNameOf(creator), colour: presenceColourOf(creator.uid) },
      pointer: { x: 12, y: 34 },
    });
    await waitFor("the owner to see the viewer's pointer", () => owner.awareness.getStates().get(watcher.doc.clientID)?.pointer?.x === 12);
    expect(owner.awareness.getStates().get(watcher.doc.clientID)?.user).toEqual({
      uid: viewer.uid,
      name: userNameOf(viewer),
      colour: presenceColourOf(viewer.uid),
    });
  });

  it("closes a socket whose presence is oversized; drops presence for another socket's client; shows neither to others", async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const [owner, big, thief] = [await connect(creator, room), await connect(viewer, room), await connect(viewer, room)];
    await within('sync', Promise.all([owner.synced, big.synced, thief.synced]));
    owner.awareness.setLocalStateField('selection', 'mine');
    await waitFor(
      "the others to see the owner's presence",
      () => thief.awareness.getStates().get(owner.doc.clientID)?.selection === 'mine',
    );

    big.awareness.setLocalStateField('selection', 'x'.repeat(MAX_PRESENCE_STATE_BYTES));
    const bigClosed = await within('the oversized presence to close its socket', big.closed);
    expect(bigClosed.code).toBe(1003);
    expect(bigClosed.reason).toMatch(/presence state of \d+ bytes/);

    // The thief announces a state under the owner's client id (a higher clock would win in
    // y-protocols): dropped, as y-websocket's echoes of others' states are; its own presence is kept.
    const forged = new Awareness(new Y.Doc());
    forged.clientID = owner.doc.clientID;
    for (let i = 0; i < 5; i++) forged.setLocalState({ selection: 'stolen', i });
    thief.sendRaw(awarenessFrame(encodeAwarenessUpdate(forged, [owner.doc.clientID])));
    thief.awareness.setLocalStateField('selection', 'thief-own');
    await waitFor(
      "the owner to see the thief's own presence",
      () => owner.awareness.getStates().get(thief.doc.clientID)?.selection === 'thief-own',
    );
    expect(thief.socket.readyState).toBe(thief.socket.OPEN);

    // The owner's presence is untouched for everyone, and the oversized one never reached anyone.
    const check = await connect(creator, room);
    await within('sync', check.synced);
    await waitFor("a newcomer to see the owner's presence", () => check.awareness.getStates().has(owner.doc.clientID));
    expect(check.awareness.getStates().get(owner.doc.clientID)?.selection).toBe('mine');
    expect(thief.awareness.getStates().get(owner.doc.clientID)?.selection).toBe('mine');
    await waitFor('the oversized socket to be gone for the owner', () => !owner.awareness.getStates().has(big.doc.clientID));
    expect(check.awareness.getStates().get(big.doc.clientID)).toBeUndefined();
  });

  it("keeps presence working when clients send back the others' states (as y-websocket does)", async () => {
    const room = await createWorkspace({ creator: userNameOf(creator) });
    const [owner, watcher] = [await connect(creator, room), await connect(viewer, room)];
    await within('sync', Promise.all([owner.synced, watcher.synced]));
    owner.awareness.setLocalStateField('selection', 'owner-1');
    await waitFor(
      "the watcher to see the owner's presence",
      () => watcher.awareness.getStates().get(owner.doc.clientID)?.selection === 'owner-1',
    );
    // The watcher echoes everything it knows, the owner's state included, in one message.
    watcher.awareness.setLocalStateField('selection', 'watcher-1');
    watcher.sendRaw(awarenessFrame(encodeAwarenessUpdate(watcher.awareness, [...watcher.awareness.getStates().keys()])));
    await waitFor(
      "the owner to see the watcher's presence",
      () => owner.awareness.getStates().get(watcher.doc.clientID)?.selection === 'watcher-1',
    );
    expect(watcher.socket.readyState).toBe(watcher.socket.OPEN);
  });
});

/** A y-websocket awareness frame (message type 1) around an awareness update. */
function awarenessFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}
