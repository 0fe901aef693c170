/** Process-wide persistence counters, reported by /healthz. */
export interface PersistenceCounters {
  /** Document updates accepted (from clients, peers or seeding) and queued for LevelDB. */
  acceptedUpdates: number;
  /** Of those, how many are durably in LevelDB. Equal to acceptedUpdates = nothing pending. */
  persistedUpdates: number;
  /** LevelDB writes that failed (and were retried). */
  storeFailures: number;
  /** Successful Firestore write-backs of workspace content. */
  writeBacks: number;
  writeBackFailures: number;
}

export function newPersistenceCounters(): PersistenceCounters {
  return { acceptedUpdates: 0, persistedUpdates: 0, storeFailures: 0, writeBacks: 0, writeBackFailures: 0 };
}
