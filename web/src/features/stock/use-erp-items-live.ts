import { useMemo } from 'react';
import { collection, documentId, limit, or, orderBy, query, startAfter, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { EMPTY_FIELD_VALUES, erpItemMirrorSchema, type ErpItemMirror, type ErpItemsQuery } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';

export const ERP_ITEMS_STORE = 'stock items';

/**
 * The Firestore query of the live erpItems mirror (supporting spec §8): ordered by the field and
 * then the item code (the document id) in the same direction (ordering by item_code alone uses the
 * item_code field: Firestore refuses descending key scans), starting after the cursor; 'empty'
 * keeps the items whose field is null, '' or [] in item-code order.
 */
export function erpItemsFirestoreQuery(db: Firestore, q: ErpItemsQuery): Query {
  const items = collection(db, 'erpItems');
  if (q.direction === 'empty') {
    // `in` never matches null (Firestore compares null only with == null), so null is its own branch.
    const empty = or(
      where(q.order, '==', null),
      where(
        q.order,
        'in',
        EMPTY_FIELD_VALUES.filter((v) => v !== null),
      ),
    );
    const byId = orderBy(documentId(), 'asc');
    return q.startAfter
      ? query(items, empty, byId, startAfter(q.startAfter.item_code), limit(q.limit))
      : query(items, empty, byId, limit(q.limit));
  }
  const order = [orderBy(q.order, q.direction), orderBy(documentId(), q.direction)] as const;
  if (q.order === 'item_code') {
    // The item_code field (equal to the document id), not the id itself: Firestore refuses
    // descending key scans ('Firestore does not support descending key scans').
    const byCode = orderBy('item_code', q.direction);
    return q.startAfter ? query(items, byCode, startAfter(q.startAfter.item_code), limit(q.limit)) : query(items, byCode, limit(q.limit));
  }
  return q.startAfter
    ? query(items, ...order, startAfter(q.startAfter.value, q.startAfter.item_code), limit(q.limit))
    : query(items, ...order, limit(q.limit));
}

/**
 * One page of the live erpItems mirror, parsed with the mirror schema (a bad document is listed in
 * `invalid`); `rowOfMirror` from the domain gives the table row.
 */
export function useErpItemsLive(q: ErpItemsQuery, onError?: Parameters<typeof useLiveQuery>[2]['onError']): LiveRead<ErpItemMirror[]> {
  const db = useFirestore();
  const key = JSON.stringify(q);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's value, not its identity
  const itemsQuery = useMemo(() => erpItemsFirestoreQuery(db, q), [db, key]);
  return useLiveQuery(itemsQuery, erpItemMirrorSchema, {
    store: ERP_ITEMS_STORE,
    what: 'the ERP items',
    ...(onError ? { onError } : {}),
  });
}
