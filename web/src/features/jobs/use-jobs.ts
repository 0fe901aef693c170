import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { DB_DEFAULT_LIMIT, jobFromStored, sortJobs, type Job } from '@workhub/domain';

/** The jobs, live: a change saved in any browser shows here without reload. */
export function useJobs(): { status: 'loading' | 'success' | 'error'; jobs: Job[] } {
  const firestore = useFirestore();
  const jobsQuery = useMemo(() => query(collection(firestore, 'jobs'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const { status, data } = useFirestoreCollectionData(jobsQuery, { idField: '__id' });
  const jobs = useMemo(
    () => sortJobs((data ?? []).map((d) => jobFromStored(String(d.__id), d as Record<string, unknown>))),
    [data],
  );
  return { status, jobs };
}
