import { LIVE_DOCUMENT_SCHEMA_VERSION, SCHEMA_VERSION_FIELD } from './versions.js';

/**
 * The live (Yjs) document of a block workspace, as collab-server persists it (LevelDB), has a
 * schema version in its meta map (`meta.schemaVersion`). A document without one, but with content,
 * is version 0: written before versions existed, when the editor could seed `meta.units` with the
 * workspace's display units although the coordinates were always inches.
 *
 * Pure and without Yjs: this reads the meta as plain data and says which meta entries to set;
 * collab-server applies them in one transaction when it loads the room, before any client is
 * answered. To change the live document's shape: add a step (version i → i + 1) and raise
 * LIVE_DOCUMENT_SCHEMA_VERSION in versions.ts; keep the older steps.
 */

type Meta = Readonly<Record<string, unknown>>;
/** One step: the entries to set on the meta map (and, later, on layers) of a document of version i. */
type LiveStep = (meta: Meta) => Record<string, unknown>;

const LIVE_STEPS: readonly LiveStep[] = [
  // v0 → v1: coordinates are inches (the block contract); the workspace's units are a display choice.
  (meta) => (meta.units === 'in' ? {} : { units: 'in' }),
];
if (LIVE_STEPS.length !== LIVE_DOCUMENT_SCHEMA_VERSION) throw new Error('migrations: live document steps and version disagree');

export type LiveDocumentMigration =
  /** Nothing to do: the document is current, or empty (the seed stamps the version). */
  | { kind: 'current' }
  /** Set these meta entries (schemaVersion included) in one transaction. */
  | { kind: 'migrate'; from: number; set: Record<string, unknown> }
  /** Written by a newer WorkHub, or a version that is not a number: do not open, do not write. */
  | { kind: 'refuse'; version: unknown; message: string };

/**
 * What to do with a live document loaded from storage: its meta (`doc.getMap('meta').toJSON()`)
 * and whether it has any content (meta entries or layers).
 */
export function liveDocumentMigration(meta: Meta, hasContent: boolean): LiveDocumentMigration {
  const version = meta[SCHEMA_VERSION_FIELD];
  if (version === undefined) {
    if (!hasContent) return { kind: 'current' };
    return { kind: 'migrate', from: 0, set: stepsFrom(0, meta) };
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { kind: 'refuse', version, message: 'live document: meta.schemaVersion is not a version number' };
  }
  if (version > LIVE_DOCUMENT_SCHEMA_VERSION) {
    return {
      kind: 'refuse',
      version,
      message: `live document: written by a newer WorkHub (schema version ${version}; this version reads up to ${LIVE_DOCUMENT_SCHEMA_VERSION})`,
    };
  }
  if (version === LIVE_DOCUMENT_SCHEMA_VERSION) return { kind: 'current' };
  return { kind: 'migrate', from: version, set: stepsFrom(version, meta) };
}

function stepsFrom(version: number, meta: Meta): Record<string, unknown> {
  let current: Record<string, unknown> = { ...meta };
  const set: Record<string, unknown> = {};
  for (const step of LIVE_STEPS.slice(version)) {
    const changes = step(current);
    Object.assign(set, changes);
    current = { ...current, ...changes };
  }
  set[SCHEMA_VERSION_FIELD] = LIVE_DOCUMENT_SCHEMA_VERSION;
  return set;
}
