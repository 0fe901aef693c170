/** A plain Firestore document as the seed writes it: a fixed id and JSON-like data. */
export type DocData = Record<string, unknown>;

export interface SeedDoc {
  id: string;
  data: DocData;
}

/** Firestore ids cannot hold '/', so path-like keys ('kitchen/galley-12') are stored with '~'. */
export function docIdOfPath(path: string): string {
  return path.replace(/\//g, '~');
}
