/**
 * The current schema version of each versioned stored document (no imports: the schemas read
 * these). migrations/stored.ts and migrations/live-document.ts hold the steps; a test checks each
 * number equals its number of steps. The list and how to add a migration: docs/decisions.md,
 * "Versioned wire and documents".
 */
export const STORED_SCHEMA_VERSIONS = {
  jobs: 1,
  'config/access': 1,
  blocks: 1,
  workspaces: 1,
} as const;

/** The collections (or single documents, 'config/access') whose stored shape is versioned. */
export type VersionedCollection = keyof typeof STORED_SCHEMA_VERSIONS;

/** The live (Yjs) document of a block workspace, persisted by collab-server: `meta.schemaVersion`. */
export const LIVE_DOCUMENT_SCHEMA_VERSION = 1;

/** The field every versioned document carries (absent = version 0, the shape before versions). */
export const SCHEMA_VERSION_FIELD = 'schemaVersion';
