import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { backgroundJobSchema, type OutsideCall, type Stage } from '@workhub/domain';
import { useLiveDoc } from '../../lib/live-read';
import { PIPELINE_STORE } from './pipeline-store';

/** 'Onshape GET /api/v6/…/bom → 404 (120 ms): Onshape answered 404 for element …' */
export function describeCall(call: OutsideCall): string {
  const answer = call.status ? `${call.status}` : 'no answer';
  return `${call.system} ${call.method} ${call.path} → ${answer} (${call.ms} ms)${call.error ? `: ${call.error}` : ''}`;
}

/**
 * What a finished stage's job did outside WorkHub: its details (why it failed, in the words of
 * the system that refused) and the outside calls its job kept (backgroundJobs/{jobId} `calls`).
 */
export function StageCalls({ stage }: { stage: Stage }) {
  const db = useFirestore();
  const ended = stage.status === 'done' || stage.status === 'error';
  const ref = useMemo(() => (stage.jobId && ended ? doc(db, 'backgroundJobs', stage.jobId) : null), [db, stage.jobId, ended]);
  const job = useLiveDoc(ref, backgroundJobSchema, { store: PIPELINE_STORE, what: 'the stage job' });
  const calls = job.data?.calls ?? [];
  if (!ended || (!calls.length && !(stage.status === 'error' && stage.details))) return null;
  return (
    <details className="stage-calls" data-testid="stage-calls" open={stage.status === 'error' || undefined}>
      <summary>
        {stage.status === 'error' && stage.details ? stage.details : 'Details'}
        {calls.length ? ` · ${calls.length} outside call${calls.length === 1 ? '' : 's'}` : ''}
      </summary>
      {calls.length > 0 && (
        <ul>
          {calls.map((call, i) => (
            <li key={i} data-testid="stage-call" data-status={call.status}>
              {describeCall(call)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
