import { useCallback } from 'react';
import { mayOpenProjectTab, type ProjectTab } from '@workhub/domain';
import { ErrorView } from '../../components/error-view';
import { useAuthStore } from '../../stores/auth-store';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { useCurrentTab } from './index';
import { ProjectFrame, TAB_LABELS } from './project-frame';
import { ProjectPicker } from './project-picker';
import { useChosenProject } from './use-chosen-project';
import './projects.css';

/**
 * The project tabs without a project in the path (/client, /design, …): on `?project=`, else on
 * the last project opened in this browser, else the user picks one. Tab links keep this form.
 * A tab the user's role may not open (/raw for plain staff) says 'Not authorized' up front, before
 * any chooser: choosing a project would only end on the same refusal.
 */
export function Component() {
  const tab = useCurrentTab() ?? 'client';
  const allowed = useAuthStore((s) => mayOpenProjectTab(tab, s.roles));
  if (!allowed) return <ErrorView status={403} message="Not authorized" />;
  return <ChosenProject tab={tab} />;
}

function ChosenProject({ tab }: { tab: ProjectTab }) {
  const pathOf = useCallback((projectId: string) => paths.chosenTab(tab, projectId), [tab]);
  const chosen = useChosenProject(pathOf);
  const tabPath = useCallback((other: ProjectTab) => paths.chosenTab(other, chosen.projectId ?? undefined), [chosen.projectId]);

  if (!chosen.projectId || chosen.choosing) {
    return (
      <main className="page project-page" data-testid="project-page">
        <Breadcrumbs dropTrailing={0} />
        <h1>{TAB_LABELS[tab]}</h1>
        {chosen.invalid !== null && (
          <p className="notice" role="alert">
            ‘{chosen.invalid}’ is not a project id.
          </p>
        )}
        {chosen.choosing && (
          <button type="button" onClick={chosen.stopChoosing}>
            Back to {chosen.projectId}
          </button>
        )}
        <ProjectPicker hrefOf={pathOf} onChoose={chosen.stopChoosing} />
      </main>
    );
  }
  return (
    <ProjectFrame
      key={chosen.projectId}
      projectId={chosen.projectId}
      tabPath={tabPath}
      actions={
        <button type="button" onClick={chosen.startChoosing}>
          Change project
        </button>
      }
    />
  );
}
