import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { arrivalState } from '../../lib/arrival';
import { paths } from '../../lib/paths';
import { emptySpaceContent } from '@workhub/domain';
import { spacesApi } from './space-data';
import { useProjectChoices } from './use-spaces';
import { FailureBox, failureOf, type Failure } from './failure';

const initialForm = () => ({
  name: '',
  type: 'json',
  projectId: '',
  creator: 'local',
  content: JSON.stringify(emptySpaceContent(), null, 2),
  major: '1',
  minor: '0',
  patch: '0',
});

/** The 'New space' form: POST /version/workspace, then the new space's page. */
export function NewSpaceForm() {
  const navigate = useNavigate();
  const projects = useProjectChoices();
  const [form, setForm] = useState(initialForm);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const set = (key: keyof ReturnType<typeof initialForm>) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const fieldError = (key: string) => failure?.fieldErrors?.[key];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      JSON.parse(form.content);
    } catch {
      setFailure({ message: 'The content is not valid JSON.', fieldErrors: { content: 'not valid JSON' } });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const created = await spacesApi.create({
        name: form.name.trim(),
        projectId: form.projectId,
        creator: form.creator.trim() || 'local',
        content: form.content,
        major: Number(form.major),
        minor: Number(form.minor),
        patch: Number(form.patch),
      });
      navigate(paths.space(created.workspaceId), { state: arrivalState(created.workspaceId) });
    } catch (err) {
      setFailure(failureOf(err));
      setBusy(false);
    }
  };

  return (
    <form className="new-space" onSubmit={submit} aria-label="New space">
      <h2>New space</h2>
      <div className="new-space-grid">
        <label>
          Name
          <input value={form.name} onChange={set('name')} required placeholder="e.g. kitchen-layout" />
          {fieldError('name') && <span className="field-error">{fieldError('name')}</span>}
        </label>
        <label>
          Type
          <select value={form.type} onChange={set('type')}>
            <option value="json">json</option>
          </select>
        </label>
        <label>
          Project
          <select value={form.projectId} onChange={set('projectId')} aria-label="Project">
            <option value="">Company-wide (no project)</option>
            {projects.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id} — {p.clientName}
              </option>
            ))}
          </select>
          {fieldError('projectId') && <span className="field-error">{fieldError('projectId')}</span>}
        </label>
        <label>
          Creator
          <input value={form.creator} onChange={set('creator')} />
          <span className="hint">'local' is stored as you</span>
        </label>
        <fieldset className="version-fields">
          <legend>Version</legend>
          <label>
            Major
            <input type="number" min={0} value={form.major} onChange={set('major')} required />
          </label>
          <label>
            Minor
            <input type="number" min={0} value={form.minor} onChange={set('minor')} required />
          </label>
          <label>
            Patch
            <input type="number" min={0} value={form.patch} onChange={set('patch')} required />
          </label>
        </fieldset>
      </div>
      <label className="new-space-content">
        Content (JSON: layers, metadata, warnings)
        <textarea value={form.content} onChange={set('content')} rows={6} spellCheck={false} />
        {fieldError('content') && <span className="field-error">{fieldError('content')}</span>}
      </label>
      <FailureBox failure={failure} title="The space could not be created" />
      <div className="space-actions">
        <button type="submit" disabled={busy || form.name.trim() === ''}>
          {busy ? 'Creating…' : 'Create space'}
        </button>
      </div>
    </form>
  );
}
