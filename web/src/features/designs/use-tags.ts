import { limit, where } from 'firebase/firestore';
import { type Tag } from '@workhub/domain';
import { type LiveRead } from '../../lib/live-read';
import { useLiveCollection, useLiveDocument } from '../../lib/live-collections';
import type { StoreError } from '../../stores/store-errors';
import { DESIGNS_STORE, useDesignsStore } from './designs-store';

/** At most this many tags are listed (there are tens; a bound keeps a mistake cheap). */
export const TAGS_LIMIT = 500;

const options = (what: string) => ({
  store: DESIGNS_STORE,
  what,
  onError: (error: StoreError) => useDesignsStore.setState({ error }),
});

/** The tags, live (supporting spec §7 'tags (by id or by verifier)'): all of them, or those `verifier` verified. */
export function useTags(verifier: string | null): LiveRead<Tag[]> {
  const constraints = verifier ? [where('verifier', '==', verifier), limit(TAGS_LIMIT)] : [limit(TAGS_LIMIT)];
  return useLiveCollection('tags', constraints, options(verifier ? `the tags verified by ${verifier}` : 'the tags'));
}

/** One tag, live, by its stored id (null: no tag chosen). */
export function useTag(id: string | null): LiveRead<Tag | null> {
  return useLiveDocument('tags', id, options(id ? `the tag ${id}` : 'the tag'));
}
