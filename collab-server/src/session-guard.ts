import { CollabCloseCode, CollabCloseReason, sessionTooOld, workspaceAccess } from '@workhub/domain';
import type { SessionChecker } from './auth.js';
import type { Connection } from './connection.js';
import { errorText, type Logger } from './logger.js';
import type { RoomRegistry } from './room-registry.js';
import type { WorkspaceSource } from './workspaces.js';

/**
 * Every `intervalMs`, for the open sockets: a user whose session was revoked (signed out
 * everywhere, account disabled or deleted) or whose sign-in (the token's auth_time) is older than
 * SESSION_MAX_AGE_MS is closed with 4403; a workspace deleted meanwhile
 * closes its sockets with 4404; a change of the workspace's creator/editors (or of the user's
 * admin claim, after a token refresh) switches a socket between edit and view. One Auth lookup
 * per signed-in session and one workspace read per room, per round. Token expiry is not
 * checked here: each Connection closes itself at its token's `exp` (4401).
 */
export function startSessionGuard(options: {
  intervalMs: number;
  registry: RoomRegistry;
  checkSession: SessionChecker;
  workspaces: WorkspaceSource;
  log: Logger;
  /** The clock the session age is measured with. Default Date.now. */
  now?: () => number;
}): { stop(): void; runOnce(): Promise<void> } {
  const { registry, checkSession, workspaces, log } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> | null = null;

  async function round(): Promise<void> {
    const rooms = registry.openRooms().filter((room) => room.connections.size > 0);
    await Promise.all(
      rooms.map(async (room) => {
        let workspace: Awaited<ReturnType<WorkspaceSource['getWorkspace']>>;
        try {
          workspace = await workspaces.getWorkspace(room.name);
        } catch (error) {
          log.error(`collab-server: could not re-check workspace ${JSON.stringify(room.name)}: ${errorText(error)}`);
          return;
        }
        for (const connection of room.connections) {
          const access = workspaceAccess(workspace, connection.user);
          if (access === 'none') connection.close(CollabCloseCode.workspaceGone, CollabCloseReason.workspaceGone);
          else connection.access = access;
        }
      }),
    );

    // One check per (user, sign-in): sockets of the same session share the answer.
    const sessions = new Map<string, Connection[]>();
    for (const room of rooms) {
      for (const connection of room.connections) {
        const key = `${connection.user.uid}\u0000${connection.user.authTime}`;
        sessions.set(key, [...(sessions.get(key) ?? []), connection]);
      }
    }
    await Promise.all(
      [...sessions.values()].map(async (connections) => {
        const user = connections[0]!.user;
        if (sessionTooOld(user.authTime * 1000, now())) {
          log.info(`collab-server: session of ${user.uid} is older than the maximum session age; closing ${connections.length} socket(s)`);
          for (const connection of connections) connection.close(CollabCloseCode.sessionRevoked, CollabCloseReason.sessionTooOld);
          return;
        }
        try {
          if ((await checkSession(user)) === 'revoked') {
            log.info(`collab-server: session of ${user.uid} was revoked; closing ${connections.length} socket(s)`);
            for (const connection of connections) connection.close(CollabCloseCode.sessionRevoked, CollabCloseReason.sessionRevoked);
          }
        } catch (error) {
          log.error(`collab-server: could not check the session of ${user.uid}: ${errorText(error)}`);
        }
      }),
    );
  }

  const runOnce = (): Promise<void> => {
    running ??= round().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
