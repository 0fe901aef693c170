import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  EMAIL_TEMPLATE_LIMITS,
  PROJECT_MAIL_VARIABLES,
  SENDER_MAIL_VARIABLES,
  formatUtc,
  templateDataVariables,
  type EmailTemplate,
  type EmailTemplateField,
  type RenderedMail,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CommitInput, CommitTextArea } from '../../components/commit-input';
import { NotFound } from '../../components/not-found';
import { paths } from '../../lib/paths';
import { dbService } from '../../services/db-service';
import { useAuthStore } from '../../stores/auth-store';
import type { SendAnswer } from '../../services/email-service';
import { useMailStore } from './mail-store';
import { TemplateHistory } from './template-history';
import './mail.css';
import { ErrorNote } from '../../components/kit';

interface ProjectOption {
  id: string;
  clientName?: string;
}

/** The projects to preview against: id and client, by id. */
function useProjectOptions(): ProjectOption[] | undefined {
  const [projects, setProjects] = useState<ProjectOption[]>();
  useEffect(() => {
    let live = true;
    dbService
      .find<ProjectOption>('projects', { projection: { clientName: 1 }, limit: 1000 })
      .then((found) => live && setProjects([...found.items].sort((a, b) => a.id.localeCompare(b.id))))
      .catch(() => live && setProjects([]));
    return () => {
      live = false;
    };
  }, []);
  return projects;
}

/**
 * /admin/email/{id}: the template's named fields (Enter / Escape / blur, saved through the email
 * service, which stamps them), a preview against a real project, a test mail to me, the history.
 */
export function Component() {
  const { id } = useParams();
  const { templates, status, load, saveField, render, sendTest } = useMailStore();
  const email = useAuthStore((s) => s.email);
  const template = templates.find((t) => t.id === id);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  if (!template) {
    if (status === 'error')
      return (
        <TemplateFrame title={id ?? 'Email template'}>
          <ErrorNote>The templates could not be read.</ErrorNote>
        </TemplateFrame>
      );
    if (status === 'idle' || status === 'loading')
      return (
        <TemplateFrame title={id ?? 'Email template'}>
          <p className="page-loading">Loading the template…</p>
        </TemplateFrame>
      );
    return <NotFound />;
  }
  return <TemplateEditor key={template.id} template={template} email={email} saveField={saveField} render={render} sendTest={sendTest} />;
}

/** The page's frame: the one main landmark, the breadcrumbs (Work / Admin / Email) and the template's name as the heading. */
function TemplateFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page mail-page" data-testid="email-template">
      <Breadcrumbs />
      <h1>{title}</h1>
      {children}
    </main>
  );
}

const FIELD_LABELS: Record<EmailTemplateField, string> = { description: 'Description', subject: 'Subject', body: 'Body' };

function TemplateEditor({
  template,
  email,
  saveField,
  render,
  sendTest,
}: {
  template: EmailTemplate;
  email: string | null;
  saveField: ReturnType<typeof useMailStore.getState>['saveField'];
  render: ReturnType<typeof useMailStore.getState>['render'];
  sendTest: ReturnType<typeof useMailStore.getState>['sendTest'];
}) {
  const projects = useProjectOptions();
  const [projectId, setProjectId] = useState('');
  const [data, setData] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<RenderedMail>();
  const [sent, setSent] = useState<SendAnswer>();
  const [sending, setSending] = useState(false);
  const freeVariables = useMemo(() => templateDataVariables(template), [template]);

  useEffect(() => {
    if (!projectId && projects?.[0]) setProjectId(projects[0].id);
  }, [projects, projectId]);

  const input = useMemo(() => {
    const given = Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== '' && freeVariables.includes(k)));
    return { template: template.id, ...(projectId ? { projectId } : {}), ...(Object.keys(given).length ? { data: given } : {}) };
  }, [template.id, projectId, data, freeVariables]);

  // The preview follows the saved template, the project and the data (the server renders it).
  useEffect(() => {
    // Wait for the project list, so the first preview is against the chosen project.
    if (!projects) return;
    let live = true;
    const timer = setTimeout(() => {
      void render(input).then((rendered) => live && rendered && setPreview(rendered));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [render, input, projects, template.subject, template.body]);

  const complete = preview !== undefined && preview.missing.length === 0 && preview.unknown.length === 0;

  async function send() {
    setSending(true);
    setSent(undefined);
    const answer = await sendTest(input);
    setSending(false);
    if (answer) setSent(answer);
  }

  return (
    <TemplateFrame title={template.name}>
      <dl className="facts mail-facts">
        <dt>Last changed</dt>
        <dd data-testid="template-updated">
          {template.updatedAt ? `${formatUtc(template.updatedAt)} UTC` : 'never'}
          {template.updatedBy ? ` by ${template.updatedBy}` : ''}
        </dd>
      </dl>
      <div className="mail-editor">
        <div className="mail-fields">
          <label>
            {FIELD_LABELS.description}
            <CommitInput
              name="description"
              value={template.description}
              maxLength={EMAIL_TEMPLATE_LIMITS.descriptionChars}
              onCommit={(value) => void saveField(template, 'description', value)}
            />
          </label>
          <label>
            {FIELD_LABELS.subject}
            <CommitInput
              name="subject"
              value={template.subject}
              maxLength={EMAIL_TEMPLATE_LIMITS.subjectChars}
              onCommit={(value) => void saveField(template, 'subject', value)}
            />
          </label>
          <label>
            {FIELD_LABELS.body}
            <CommitTextArea
              name="body"
              rows={14}
              value={template.body}
              maxLength={EMAIL_TEMPLATE_LIMITS.bodyChars}
              onCommit={(value) => void saveField(template, 'body', value)}
            />
          </label>
          <p className="hint">
            Enter or leaving a field saves it; Escape reverts; Shift+Enter starts a new line. A blank line starts a paragraph.
          </p>
          <details className="mail-variables">
            <summary>Variables</summary>
            <p className="hint">From the project: {PROJECT_MAIL_VARIABLES.map((v) => `{{project.${v}}}`).join(' ')}</p>
            <p className="hint">From you, the sender: {SENDER_MAIL_VARIABLES.map((v) => `{{sender.${v}}}`).join(' ')}</p>
            <p className="hint">Any other {'{{name}}'} is filled from the values below when the mail is sent.</p>
          </details>
        </div>

        <div className="mail-preview-panel">
          <h2>Preview</h2>
          <label>
            Project
            <select name="project" value={projectId} onChange={(e) => setProjectId(e.target.value)} disabled={!projects}>
              {!projects && <option value="">Loading projects…</option>}
              {projects?.length === 0 && <option value="">No projects</option>}
              {projects?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id}
                  {p.clientName ? ` — ${p.clientName}` : ''}
                </option>
              ))}
            </select>
          </label>
          {freeVariables.map((name) => (
            <label key={name}>
              {name}
              <input name={`data-${name}`} value={data[name] ?? ''} onChange={(e) => setData((d) => ({ ...d, [name]: e.target.value }))} />
            </label>
          ))}
          {!preview && <p className="page-loading">Rendering…</p>}
          {preview && (
            <>
              {preview.missing.length > 0 && (
                <p className="mail-problem" data-testid="preview-missing">
                  Missing values: {preview.missing.map((m) => `{{${m}}}`).join(', ')}
                </p>
              )}
              {preview.unknown.length > 0 && (
                <p className="mail-problem" data-testid="preview-unknown">
                  Unknown variables: {preview.unknown.map((m) => `{{${m}}}`).join(', ')}
                </p>
              )}
              <p className="mail-preview-subject" data-testid="preview-subject">
                <span className="hint">Subject</span> {preview.subject}
              </p>
              <iframe className="mail-preview" title="Mail preview" sandbox="" srcDoc={preview.html} data-testid="preview-html" />
            </>
          )}
          <div className="mail-send">
            <button
              type="button"
              onClick={() => void send()}
              disabled={!complete || sending || !email}
              title={complete ? undefined : 'Fill in every missing value and fix unknown variables first'}
            >
              {sending ? 'Sending…' : 'Send a test to me'}
            </button>
            {sent && (
              <span className="hint" data-testid="test-sent" role="status">
                Sent to {sent.to.join(', ')}. <Link to={paths.sentMail(sent.id)}>Open it in sent mail</Link>
              </span>
            )}
          </div>
        </div>
      </div>
      <TemplateHistory template={template} />
    </TemplateFrame>
  );
}
