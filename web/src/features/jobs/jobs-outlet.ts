import { useOutletContext } from 'react-router';
import type { Job } from '@workhub/domain';

export interface JobsOutlet {
  jobs: Job[];
  status: 'loading' | 'success' | 'error';
}

export const useJobsOutlet = () => useOutletContext<JobsOutlet>();
