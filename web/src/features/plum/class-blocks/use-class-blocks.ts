import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { DB_DEFAULT_LIMIT, classBlockSchema, type ClassBlock } from '@workhub/domain';

export interface ClassBlocks {
  status: 'loading' | 'success' | 'error';
  classBlocks: ClassBlock[];
  /** Stored documents that do not fit the class-block shape, left out of the pages. */
  skipped: number;
}

/**
 * The class blocks, live: a block commit refreshes the class block holding the block (base
 * service), and every open class-block page shows it without reload.
 */
export function useClassBlocks(): ClassBlocks {
  const firestore = useFirestore();
  const classBlocksQuery = useMemo(() => query(collection(firestore, 'classBlocks'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const { status, data } = useFirestoreCollectionData(classBlocksQuery);
  return useMemo(() => {
    const parsed = (data ?? []).map((d) => classBlockSchema.safeParse(d));
    return {
      status,
      classBlocks: parsed.flatMap((p) => (p.success ? [p.data] : [])),
      skipped: parsed.filter((p) => !p.success).length,
    };
  }, [status, data]);
}
