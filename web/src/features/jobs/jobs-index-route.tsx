import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { jobIdFromTitle } from '@workhub/domain';
import { useJobsStore } from './jobs-store';
import { paths } from '../../lib/paths';
import { arrivalState } from '../../lib/arrival';

/** /admin/jobs: create a job; pick one from the menu to edit it. */
export function Component() {
  const [title, setTitle] = useState('');
  const create = useJobsStore((s) => s.create);
  const id = jobIdFromTitle(title);
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!id) return;
    const created = await create(title);
    if (created) navigate(paths.job(created), { state: arrivalState(created) });
  }

  return (
    <section className="page">
      <h1>Jobs</h1>
      <p className="hint">Choose a job in the menu to edit it, or create one. Jobs without a publication date are dimmed.</p>
      <form className="inline-form" onSubmit={submit} aria-label="New job">
        <label>
          Title of a new job
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <span className="hint">id: {id || '—'}</span>
        {/* The id comes from the title's letters and digits: without any there is nothing to create. */}
        <button type="submit" disabled={!id} title={id ? undefined : 'Type a title first'}>
          Create job
        </button>
      </form>
    </section>
  );
}
