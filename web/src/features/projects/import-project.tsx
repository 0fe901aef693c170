import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IMPORT_PROJECT_ROLE, projectIdSchema, whoCanApprove } from '@workhub/domain';
import { paths } from '../../lib/paths';
import { useApprovers } from '../../stores/approvers-store';
import { useProjectsStore } from './projects-store';
import { ErrorNote } from '../../components/kit';

/**
 * 'Import from Salesforce' on /dash (docs/decisions.md "Projects come from Salesforce"): a project
 * number → POST /projects/import → the new project's page. Offered to management approvers only
 * (the service decides; this only shapes what the page offers), others are told who imports; the
 * service's reason for a refusal
 * (already in WorkHub, not in Salesforce, Salesforce down) is said under the form.
 */
export function ImportProject() {
  const { answer, names, mine } = useApprovers();
  const importing = useProjectsStore((s) => s.importing);
  const refusal = useProjectsStore((s) => s.importRefusal);
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  if (!answer) return null;
  if (!mine.includes(IMPORT_PROJECT_ROLE))
    return (
      <p className="hint import-project-hint" data-testid="import-project-hint">
        Projects come from Salesforce: {whoCanApprove(IMPORT_PROJECT_ROLE, names?.[IMPORT_PROJECT_ROLE] ?? [])} (management approvers)
        import them here.
      </p>
    );

  const trimmed = number.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setInvalid(null);
    if (!projectIdSchema.safeParse(trimmed).success) {
      setInvalid(`“${trimmed}” is not a project number (like P-1025)`);
      return;
    }
    const answer = await useProjectsStore.getState().importProject(trimmed);
    if (answer) void navigate(paths.project(answer.projectId));
  };
  const error = invalid ?? refusal;

  return (
    <form className="import-project" data-testid="import-project" onSubmit={(e) => void submit(e)} aria-label="Import from Salesforce">
      <label>
        Import from Salesforce
        <input
          type="text"
          value={number}
          placeholder="Project number, e.g. P-1025"
          onChange={(e) => setNumber(e.target.value)}
          aria-label="Salesforce project number"
          disabled={importing}
        />
      </label>
      <button type="submit" disabled={importing || !trimmed}>
        {importing ? 'Importing…' : 'Import'}
      </button>
      {error && <ErrorNote data-testid="import-error">{error}</ErrorNote>}
    </form>
  );
}
