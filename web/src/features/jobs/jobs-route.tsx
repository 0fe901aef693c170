import { Outlet } from 'react-router';
import { canPromote } from '@workhub/domain';
import { MenuLayout } from '../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../components/menu-layout/menu-items';
import { useJobs } from './use-jobs';
import { useJobsStore } from './jobs-store';

/** Jobs layout: the jobs by title (unpublished dimmed), a promote action on all but the newest. */
export function Component() {
  const { jobs, status } = useJobs();
  const promote = useJobsStore((s) => s.promote);
  const items: MenuItem[] = [
    { name: '+ New job', path: '' },
    { separator: true },
    { title: status === 'loading' ? 'Loading…' : `${jobs.length} jobs` },
    ...jobs.map((job) => ({
      name: job.title,
      path: job.id,
      dimmed: !job.publicAt,
      actions: canPromote(jobs, job) ? [{ label: '▲', title: `Promote ${job.title}`, onClick: () => void promote(job) }] : [],
    })),
  ];
  return (
    <MenuLayout basePath="/admin/jobs" items={items} exact>
      <Outlet context={{ jobs, status }} />
    </MenuLayout>
  );
}
