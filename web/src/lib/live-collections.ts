import { useRef } from 'react';
import {
  collection,
  collectionGroup,
  doc,
  query,
  queryEqual,
  refEqual,
  type DocumentReference,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  COLLECTIONS,
  collectionPath,
  storedSchemaOf,
  type CollectionDefinition,
  type CollectionDocument,
  type CollectionName,
} from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead, type LiveReadOptions } from './live-read';

/**
 * Live reads by collection name (issue 25, item 1): the path, the schema and the id field come from
 * the collection registry in `domain` (domain/src/collections), so a caller names the collection
 * and never passes a schema of its own.
 */
export interface LiveCollectionOptions extends Omit<LiveReadOptions, 'idField'> {
  /** The ids of the parent documents of a sub-collection, in path order ('pipe': [projectId]). */
  parents?: readonly string[];
}

const idFieldOf = (name: CollectionName) => (COLLECTIONS[name] as CollectionDefinition).idField;
/** The registry's schema behind the stored shapes' migrations (an older document reads as the current shape). */
const schemaOf = <N extends CollectionName>(name: N) => storedSchemaOf(name);

/** The same object as last render while it is equal (Firestore's own equality), so the read is not renewed. */
function useStable<T>(next: T | null, equal: (a: T, b: T) => boolean): T | null {
  const kept = useRef<T | null>(next);
  if (next === null || kept.current === null || !equal(kept.current, next)) kept.current = next;
  return kept.current;
}

/**
 * The documents of a registry collection, live: `constraints` (where, orderBy, limit…) narrow it;
 * null reads nothing yet (e.g. no project chosen). The constraints may be made anew each render.
 */
export function useLiveCollection<N extends CollectionName>(
  name: N,
  constraints: readonly QueryConstraint[] | null,
  options: LiveCollectionOptions,
): LiveRead<CollectionDocument<N>[]> {
  const firestore = useFirestore();
  const { parents, ...read } = options;
  const next = constraints === null ? null : query(collection(firestore, collectionPath(name, parents)), ...constraints);
  const q = useStable<Query>(next, queryEqual);
  return useLiveQuery(q, schemaOf(name), { ...read, idField: idFieldOf(name) });
}

/** The documents of a registry sub-collection across all its parents ('pipe' of every project): one collection-group listener. */
export function useLiveCollectionGroup<N extends CollectionName>(
  name: N,
  constraints: readonly QueryConstraint[] | null,
  options: Omit<LiveCollectionOptions, 'parents'>,
): LiveRead<CollectionDocument<N>[]> {
  const firestore = useFirestore();
  const id = COLLECTIONS[name].path.split('/').at(-2)!;
  const next = constraints === null ? null : query(collectionGroup(firestore, id), ...constraints);
  const q = useStable<Query>(next, queryEqual);
  return useLiveQuery(q, schemaOf(name), { ...options, idField: idFieldOf(name) });
}

/** One document of a registry collection, live; null id reads nothing (the answer is null). */
export function useLiveDocument<N extends CollectionName>(
  name: N,
  id: string | null | undefined,
  options: LiveCollectionOptions,
): LiveRead<CollectionDocument<N> | null> {
  const firestore = useFirestore();
  const { parents, ...read } = options;
  const next = id ? doc(firestore, collectionPath(name, parents), id) : null;
  const ref = useStable<DocumentReference>(next, refEqual);
  return useLiveDoc(ref, schemaOf(name), { ...read, idField: idFieldOf(name) });
}
