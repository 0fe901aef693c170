import { useMemo, useState } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { backgroundJobSchema, resyncJobDisplayStatus, type BackgroundJob } from '@workhub/domain';
import { useLiveDoc } from '../../lib/live-read';
import { erpService } from '../../services/erp-service';
import { useStoreErrors } from '../../stores/store-errors';
import { ERP_ITEMS_STORE } from './use-erp-items-live';
import { ErrorNote } from '../../components/kit';

const STATUS_WORDS: Record<ReturnType<typeof resyncJobDisplayStatus>, string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  error: 'Failed',
  stalled: 'Stalled (its worker stopped); start it again to retry',
};

function jobText(job: BackgroundJob): string {
  const status = resyncJobDisplayStatus(job, Date.now());
  const detail = status === 'error' ? job.error || job.substatus : job.substatus;
  return detail ? `${STATUS_WORDS[status]}: ${detail}` : STATUS_WORDS[status];
}

/**
 * 'Resync from the ERP': starts the erp.resync background job (POST /erp/resync, every item) and
 * shows its status live from backgroundJobs/{jobId} (docs/stock-erp.md "Keeping the mirror current").
 */
export function ResyncButton() {
  const db = useFirestore();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useMemo(() => (jobId ? doc(db, 'backgroundJobs', jobId) : null), [db, jobId]);
  const job = useLiveDoc(ref, backgroundJobSchema, { store: ERP_ITEMS_STORE, what: 'the resync job' });
  const status = job.data ? resyncJobDisplayStatus(job.data, Date.now()) : null;
  const busy = starting || (jobId !== null && (status === null || status === 'queued' || status === 'running'));

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setJobId((await erpService.resync()).jobId);
    } catch (error) {
      const stored = useStoreErrors.getState().report(ERP_ITEMS_STORE, error);
      setFailure(stored.message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="stock-resync" data-testid="resync">
      <button type="button" onClick={() => void start()} disabled={busy}>
        Resync from the ERP
      </button>
      <span className="hint">Copies every item from the ERP into WorkHub's mirror (the ERP itself is not changed).</span>
      {jobId && (
        <span
          className={`stock-resync-status stock-resync-${status ?? 'queued'}`}
          role="status"
          data-testid="resync-status"
          data-status={status ?? ''}
        >
          {job.data ? jobText(job.data) : 'Starting…'}
        </span>
      )}
      {failure && <ErrorNote inline>The resync could not start: {failure}</ErrorNote>}
    </div>
  );
}
