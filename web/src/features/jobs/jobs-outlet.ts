import { useOutletContext } from 'react-router';
import type { Job } from '@workhub/domain';
import type { LiveStatus } from '../../lib/live-read';

export interface JobsOutlet {
  jobs: Job[];
  status: LiveStatus;
}

export const useJobsOutlet = () => useOutletContext<JobsOutlet>();
