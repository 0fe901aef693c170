import { type ProjectBaseLatest } from '@workhub/domain';
import { ErrorNote, useAsync } from '../../components/kit';
import { versionService } from '../../services/version-service';
import { PlanDrawing } from '../spaces';

/** The versioned document a project's base is (versions/{projectId@base@json@v…}). */
const BASE_NAME = 'base';

/** The layers of the design drawn on the Design tab: the plan ('design/…'): modules, walls, rooms, doors, windows, fixtures. */
export const isDesignLayer = (layer: string) => layer.startsWith('design/');

/**
 * The project's latest design drawn as a plan (issue 27 item 8): the layers of the committed base
 * version that `projects/{id}.base.latest` names (GET /version/latest, exactly that version), with
 * the same read-only drawing as the block pages; the design layers are shown.
 */
export function DesignDrawing({ projectId, latest }: { projectId: string; latest: ProjectBaseLatest }) {
  const read = useAsync(
    () => versionService.latest({ name: BASE_NAME, projectId, version: latest.version }),
    `${projectId}|${latest.version}`,
  );
  if (read.status === 'loading') return <p className="hint">Reading the drawing of {latest.version}…</p>;
  if (read.status === 'error')
    return (
      <ErrorNote>
        The drawing of {latest.version} could not be read: {read.error.message}
      </ErrorNote>
    );
  const content = read.data.content as { layers?: unknown } | null;
  const layers =
    content && typeof content.layers === 'object' && content.layers !== null ? (content.layers as Record<string, unknown>) : {};
  const drawn = Object.keys(layers).some(isDesignLayer);
  return drawn ? (
    <figure className="design-drawing" aria-label={`Plan of ${projectId} ${latest.version}`}>
      <PlanDrawing layers={layers} showLayer={isDesignLayer} testId="design-drawing" className="design-plan" height="62vh" />
      <figcaption className="hint">
        Plan of {latest.version}: walls in feet and inches, rooms by name and area. The counts tab measures every layer.
      </figcaption>
    </figure>
  ) : (
    <p className="hint" data-testid="design-not-drawn">
      {latest.version} has no drawn design layers.
    </p>
  );
}
