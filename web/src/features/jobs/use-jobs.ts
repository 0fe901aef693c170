import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { DB_DEFAULT_LIMIT, jobDocumentSchema, sortJobs, type Job } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';
import { JOBS_STORE, useJobsStore } from './jobs-store';

export type JobsRead = Omit<LiveRead<Job[]>, 'data'> & { jobs: Job[] };

/** The jobs, live: a change saved in any browser shows here without reload; a failed read shows the jobs toast. */
export function useJobs(): JobsRead {
  const firestore = useFirestore();
  const jobsQuery = useMemo(() => query(collection(firestore, 'jobs'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const { data, ...read } = useLiveQuery(jobsQuery, jobDocumentSchema, {
    store: JOBS_STORE,
    what: 'the jobs',
    idField: 'id',
    onError: (error) => useJobsStore.setState({ error }),
  });
  const jobs = useMemo(() => sortJobs(data), [data]);
  return { ...read, jobs };
}
