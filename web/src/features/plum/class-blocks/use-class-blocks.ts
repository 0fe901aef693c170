import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { DB_DEFAULT_LIMIT, classBlockSchema, type ClassBlock } from '@workhub/domain';
import { useLiveQuery, type ConnectionState, type LiveStatus } from '../../../lib/live-read';

export interface ClassBlocks {
  status: LiveStatus;
  classBlocks: ClassBlock[];
  /** Stored documents that do not fit the class-block shape, left out of the pages (and reported). */
  skipped: number;
  connection: ConnectionState;
}

/**
 * The class blocks, live: a block commit refreshes the class block holding the block (base
 * service), and every open class-block page shows it without reload.
 */
export function useClassBlocks(): ClassBlocks {
  const firestore = useFirestore();
  const classBlocksQuery = useMemo(() => query(collection(firestore, 'classBlocks'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const { status, data, invalid, connection } = useLiveQuery(classBlocksQuery, classBlockSchema, {
    store: 'class blocks',
    what: 'the class blocks',
  });
  return { status, classBlocks: data, skipped: invalid.length, connection };
}
