/**
 * The app's shared collaboration layer (Yjs + y-websocket): one live session per workspace,
 * the plain objects it exposes, presence and the connection state. Used by the workspace
 * editor and the admin live viewer; nothing outside this folder imports Yjs.
 */
export { CollabSession, MAX_BACKOFF_MS, type CollabSessionOptions, type UndoState } from './session';
export { UpdateRequiredBanner } from './update-required-banner';
export { useCollabSession, useConnection, useLiveLayers, useLiveMeta, usePeers, useUndoState } from './use-collab';
export { LOCAL_ORIGIN, type LiveMeta } from './live-block';
export { staticObjects, type LiveObject, type LiveObjects, type ObjectKey } from './live-object';
export {
  initialsOf,
  presenceColourOf,
  presentUsers,
  toolsByUser,
  PRESENCE_COLOURS,
  type Peer,
  type PresenceUser,
  type ScenePoint,
  type ViewArea,
} from './presence';
export { followAfter, followedView, type FollowEvent } from './follow';
export {
  connectionLabel,
  CONNECTED,
  CONNECTING,
  OFFLINE,
  type ConnectionLabel,
  type ConnectionState,
  type ConnectionTone,
} from './connection-status';
