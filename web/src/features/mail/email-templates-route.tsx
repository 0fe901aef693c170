import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatUtc } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { useMailStore } from './mail-store';
import './mail.css';
import { ErrorNote } from '../../components/kit';

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
        <table className="data-grid mail-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Description</th>
              <th>Subject</th>
              <th>Last changed</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((t) => (
              <tr key={t.id} data-testid={`template-${t.id}`}>
                <td>
                  <Link to={paths.emailTemplate(t.id)}>{t.name}</Link>
                </td>
                <td>{t.description}</td>
                <td className="mail-subject">{t.subject}</td>
                <td className="nowrap">{t.updatedAt ? `${formatUtc(t.updatedAt)} UTC` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
