import { useMemo } from 'react';
import type { RunOutput } from '@workhub/domain';
import { PlanDrawing } from '../../spaces';
import { useRunOutputs } from './use-plume-data';

/** Inches per foot: a generator draws in feet (emulators/generators/engine.ts), the drawing in inches. */
const INCHES_PER_FOOT = 12;

/** A run's outputs as stored layers (inches) the read-only drawing takes, in the order the run drew them. */
export function layersOfOutputs(
  outputs: readonly RunOutput[],
): Record<string, { objects: { name: string; type: string; points: number[] }[] }> {
  return Object.fromEntries(
    outputs.map((o) => [
      o.layer,
      { objects: o.objects.map((object) => ({ name: '', type: object.type, points: object.points.map((v) => v * INCHES_PER_FOOT) })) },
    ]),
  );
}

/**
 * A generator run's result drawn (issue 27 item 8): the layers it produced
 * (`generatorRuns/{id}/outputs`), live, with the same read-only drawing as the block pages.
 */
export function RunDrawing({ runId }: { runId: string }) {
  const outputs = useRunOutputs(runId);
  const layers = useMemo(() => layersOfOutputs(outputs.data), [outputs.data]);
  if (outputs.data.length === 0) return null;
  return (
    <figure className="plume-run-drawing" aria-label={`Layers drawn by run ${runId}`}>
      <PlanDrawing layers={layers} testId="run-drawing" className="plume-run-plan" height="48vh" />
      <figcaption className="hint">
        What the run drew: {outputs.data.length} {outputs.data.length === 1 ? 'layer' : 'layers'}.
      </figcaption>
    </figure>
  );
}
