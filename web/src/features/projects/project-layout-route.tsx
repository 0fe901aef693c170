import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { ProjectTab } from '@workhub/domain';
import { paths } from '../../lib/paths';
import { ProjectFrame } from './project-frame';

/** /dash/{id}: the project layout; its tabs at /dash/{id}/{tab} (the client tab also at /dash/{id}). */
export function Component() {
  const projectId = useParams().id!;
  const tabPath = useCallback(
    (tab: ProjectTab) => (tab === 'client' ? paths.project(projectId) : paths.projectTab(projectId, tab)),
    [projectId],
  );
  return <ProjectFrame key={projectId} projectId={projectId} tabPath={tabPath} />;
}
