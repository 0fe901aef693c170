import { Outlet } from 'react-router';
import { canPromote } from '@workhub/domain';
import { MenuLayout } from '../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../components/menu-layout/menu-items';
import { LiveStatus } from '../../components/live-status';
import { useJobs } from './use-jobs';
import { useJobsStore } from './jobs-store';
import { paths } from '../../lib/paths';

function countTitle(status: string, count: number): string {
  if (status === 'loading') return 'Loading…';
  if (status === 'error' && count === 0) return 'Jobs could not be read';
  return `${count} jobs`;
}

/** Jobs layout: the jobs by title (unpublished dimmed), a promote action on all but the newest published. */
export function Component() {
  const { jobs, status, connection } = useJobs();
  const promote = useJobsStore((s) => s.promote);
  const items: MenuItem[] = [
    { name: '+ New job', path: '' },
    { separator: true },
    { title: countTitle(status, jobs.length) },
    ...jobs.map((job) => ({
      name: job.title,
      path: job.id,
      dimmed: !job.publicAt,
      actions: canPromote(jobs, job) ? [{ label: '▲', title: `Promote ${job.title}`, onClick: () => void promote(job) }] : [],
    })),
  ];
  return (
    <MenuLayout basePath={paths.jobs()} items={items} exact header={<LiveStatus connection={connection} />}>
      <Outlet context={{ jobs, status }} />
    </MenuLayout>
  );
}
