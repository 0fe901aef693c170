import { useMemo } from 'react';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { tagSchema, type Tag } from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead } from '../../lib/live-read';
import type { StoreError } from '../../stores/store-errors';
import { DESIGNS_STORE, useDesignsStore } from './designs-store';

/** At most this many tags are listed (there are tens; a bound keeps a mistake cheap). */
export const TAGS_LIMIT = 500;

const options = (what: string) => ({
  store: DESIGNS_STORE,
  what,
  idField: 'id',
  onError: (error: StoreError) => useDesignsStore.setState({ error }),
});

/** The tags, live (supporting spec §7 'tags (by id or by verifier)'): all of them, or those `verifier` verified. */
export function useTags(verifier: string | null): LiveRead<Tag[]> {
  const firestore = useFirestore();
  const tagsQuery = useMemo(() => {
    const tags = collection(firestore, 'tags');
    return verifier ? query(tags, where('verifier', '==', verifier), limit(TAGS_LIMIT)) : query(tags, limit(TAGS_LIMIT));
  }, [firestore, verifier]);
  return useLiveQuery(tagsQuery, tagSchema, options(verifier ? `the tags verified by ${verifier}` : 'the tags'));
}

/** One tag, live, by its stored id (null: no tag chosen). */
export function useTag(id: string | null): LiveRead<Tag | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (id ? doc(firestore, 'tags', id) : null), [firestore, id]);
  return useLiveDoc(ref, tagSchema, options(id ? `the tag ${id}` : 'the tag'));
}
