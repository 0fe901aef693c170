import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatUtc, type Job, type JobEdit } from '@workhub/domain';
import { CommitInput, CommitTextArea } from '../../components/commit-input';
import { NotFound } from '../../components/not-found';
import { useJobsOutlet } from './jobs-outlet';
import { useJobsStore } from './jobs-store';
import { paths } from '../../lib/paths';
import { arrivalState, useAwaitingArrival } from '../../lib/arrival';
import { ErrorNote, LinkButton } from '../../components/kit';
import { useAuthStore } from '../../stores/auth-store';

function editOf(job: Job): JobEdit {
  return { title: job.title, skills: job.skills ?? '', qualifications: job.qualifications ?? '' };
}

/** /admin/jobs/{id}: each field saves when committed. */
export function Component() {
  const { id } = useParams();
  const { jobs, status } = useJobsOutlet();
  const save = useJobsStore((s) => s.save);
  const clearPublicAt = useJobsStore((s) => s.clearPublicAt);
  const [clearing, setClearing] = useState(false);
  const navigate = useNavigate();
  const job = jobs.find((j) => j.id === id);
  // Right after a create or a rename the live list may not have the new id yet: wait rather than say 404.
  const arriving = useAwaitingArrival(id, job !== undefined);
  const waiting = status === 'loading' || arriving;
  if (!job) {
    if (waiting) return <p className="page-loading">Loading…</p>;
    // A failed read is not a missing job: the jobs toast says what failed.
    if (status === 'error') return <ErrorNote>The jobs could not be read.</ErrorNote>;
    return <NotFound />;
  }

  async function commit(change: Partial<JobEdit>) {
    if (!job) return;
    const nextId = await save(job, { ...editOf(job), ...change });
    if (nextId && nextId !== job.id) navigate(paths.job(nextId), { replace: true, state: arrivalState(nextId) });
  }

  return (
    <section className="page job-editor" data-testid="job-editor">
      <h1 className="job-title">{job.title}</h1>
      <dl className="facts">
        <dt>Id</dt>
        <dd data-testid="job-id">{job.id}</dd>
        <dt>Published</dt>
        <dd>
          <span data-testid="job-public-at">{job.publicAt ? `${formatUtc(job.publicAt)} UTC` : 'not published'}</span>{' '}
          <LinkButton
            aria-label="Clear the publication date"
            disabled={!job.publicAt || clearing}
            title={
              job.publicAt ? 'Unpublish: the job is dimmed until it is promoted or saved again' : 'Not published: there is no date to clear'
            }
            onClick={() => {
              setClearing(true);
              void clearPublicAt(job).finally(() => setClearing(false));
            }}
          >
            {clearing ? 'Clearing…' : 'Clear'}
          </LinkButton>
        </dd>
      </dl>
      <label>
        Title
        <CommitInput name="title" value={job.title} onCommit={(title) => void commit({ title })} />
      </label>
      <label>
        Skills
        <CommitTextArea name="skills" rows={3} value={job.skills ?? ''} onCommit={(skills) => void commit({ skills })} />
      </label>
      <label>
        Qualifications
        <CommitTextArea
          name="qualifications"
          rows={4}
          value={job.qualifications ?? ''}
          onCommit={(qualifications) => void commit({ qualifications })}
        />
      </label>
      <p className="hint">Enter or leaving a field saves it; Escape reverts; Shift+Enter starts a new line.</p>
      <DeleteJob job={job} />
    </section>
  );
}

const ONLY_ADMINS = 'Only workspace admins delete jobs';

/** Delete, after a confirmation; workspace admins only (the service refuses anyone else with 403). */
function DeleteJob({ job }: { job: Job }) {
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const remove = useJobsStore((s) => s.remove);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirmed() {
    setBusy(true);
    const done = await remove(job);
    setBusy(false);
    setConfirming(false);
    if (done) navigate(paths.jobs(), { replace: true });
  }
  if (!confirming)
    return (
      <p className="job-delete">
        <button
          type="button"
          className="danger"
          disabled={!admin}
          title={admin ? undefined : ONLY_ADMINS}
          aria-description={admin ? undefined : ONLY_ADMINS}
          onClick={() => setConfirming(true)}
        >
          Delete job
        </button>
      </p>
    );
  return (
    <p className="job-delete" role="group" aria-label="Confirm deleting the job">
      Delete “{job.title}” for good?{' '}
      <button type="button" className="danger" disabled={busy} onClick={() => void confirmed()}>
        Delete
      </button>{' '}
      <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
        Keep
      </button>
    </p>
  );
}
