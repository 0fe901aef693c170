import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatUtc, type EmailTemplate } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { useMailStore } from './mail-store';
import './mail.css';
import { DataTable, ErrorNote, type Column } from '../../components/kit';

const TEMPLATE_COLUMNS: Column<EmailTemplate>[] = [
  { id: 'name', header: 'Name', cell: (t) => <Link to={paths.emailTemplate(t.id)}>{t.name}</Link> },
  { id: 'description', header: 'Description', cell: (t) => t.description },
  { id: 'subject', header: 'Subject', cell: (t) => t.subject, className: 'mail-subject' },
  { id: 'changed', header: 'Last changed', cell: (t) => (t.updatedAt ? `${formatUtc(t.updatedAt)} UTC` : '—'), className: 'nowrap' },
];

/** /admin/email: the email templates by name (database service GET emailTemplates, limit 1000). */
export function Component() {
  const { templates, status, load } = useMailStore();
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main className="page mail-page" data-testid="email-templates">
      <Breadcrumbs />
      <h1>Email templates</h1>
      <p className="hint">
        Mails WorkHub sends to clients and staff. Open a template to edit it, preview it against a project and send yourself a test.{' '}
        <Link to={paths.sentMail()}>Sent mail</Link>
      </p>
      {status === 'loading' && templates.length === 0 && <p className="page-loading">Loading templates…</p>}
      {status === 'error' && templates.length === 0 && <ErrorNote>The templates could not be read.</ErrorNote>}
      {status === 'success' && templates.length === 0 && <p className="hint">There are no email templates yet.</p>}
      {templates.length > 0 && (
        <DataTable
          className="data-grid mail-table"
          columns={TEMPLATE_COLUMNS}
          rows={templates}
          rowKey={(t) => t.id}
          rowProps={(t) => ({ 'data-testid': `template-${t.id}` })}
          empty="There are no email templates yet."
        />
      )}
    </main>
  );
}
