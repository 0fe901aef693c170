import { useMemo } from 'react';
import { Link } from 'react-router';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { formatUtc, sentMailSchema, type SentMail } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveQuery } from '../../lib/live-read';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { MAIL_STORE } from './mail-store';
import './mail.css';
import { useAddressSearch } from '../../lib/address';
import { DataTable, ErrorNote, type Column } from '../../components/kit';

const SENT_MAIL_PAGE_SIZE = 200;

/** /admin/mail: the record of sent mail, live, for workspace admins; ?mail={id} opens one. */
export function Component() {
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  return (
    <main className="page mail-page" data-testid="sent-mail">
      <Breadcrumbs />
      <h1>Sent mail</h1>
      {admin ? (
        <SentMailList />
      ) : (
        <p className="mail-note" role="alert">
          Only workspace admins can read the sent mail. Ask one of them if you need a copy of a mail WorkHub sent.
        </p>
      )}
    </main>
  );
}

const STATE_LABEL: Record<SentMail['state'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

const SENT_MAIL_COLUMNS: Column<SentMail>[] = [
  { id: 'sentAt', header: 'Time (UTC)', cell: (m) => formatUtc(m.sentAt), className: 'nowrap' },
  { id: 'template', header: 'Template', cell: (m) => m.template },
  { id: 'to', header: 'Recipients', cell: (m) => m.to.join(', ') },
  { id: 'subject', header: 'Subject', cell: (m) => <Link to={paths.sentMail(m.id)}>{m.subject}</Link>, className: 'mail-subject' },
  {
    id: 'state',
    header: 'State',
    cell: (m) => (
      <span className={`mail-state mail-state-${m.state}`} title={m.error}>
        {STATE_LABEL[m.state]}
      </span>
    ),
  },
];

function SentMailList() {
  const firestore = useFirestore();
  const [search, setSearch] = useAddressSearch();
  const openId = search.get('mail');
  const mailsQuery = useMemo(
    () => query(collection(firestore, 'sentMails'), orderBy('sentAt', 'desc'), limit(SENT_MAIL_PAGE_SIZE)),
    [firestore],
  );
  const { data: mails, status } = useLiveQuery(mailsQuery, sentMailSchema, { store: MAIL_STORE, what: 'the sent mail', idField: 'id' });
  const open = mails.find((m) => m.id === openId);

  return (
    <>
      <p className="hint">
        Every mail WorkHub sent, newest first (the latest {SENT_MAIL_PAGE_SIZE}); it updates live. Click a mail to read it.{' '}
        <Link to={paths.email()}>Email templates</Link>
      </p>
      {status === 'loading' && mails.length === 0 && <p className="page-loading">Loading sent mail…</p>}
      {status === 'error' && mails.length === 0 && <ErrorNote>The sent mail could not be read.</ErrorNote>}
      {status === 'success' && mails.length === 0 && <p className="hint">No mail has been sent yet.</p>}
      <div className="mail-record">
        {open && <MailReader mail={open} onClose={() => setSearch({})} />}
        {mails.length > 0 && (
          <DataTable
            className="data-grid mail-table"
            data-testid="sent-mail-table"
            columns={SENT_MAIL_COLUMNS}
            rows={mails}
            rowKey={(m) => m.id}
            rowProps={(m) => ({
              className: m.id === openId ? 'selected' : undefined,
              'data-testid': `sent-${m.id}`,
              onClick: () => setSearch({ mail: m.id }),
            })}
            empty="No mail has been sent yet."
          />
        )}
        {openId && !open && status === 'success' && (
          <p className="hint" role="alert">
            That mail is not among the latest {SENT_MAIL_PAGE_SIZE}.
          </p>
        )}
      </div>
    </>
  );
}

function MailReader({ mail, onClose }: { mail: SentMail; onClose: () => void }) {
  return (
    <article className="mail-reader" data-testid="mail-reader">
      <header>
        <button type="button" className="mail-close" onClick={onClose} aria-label="Close the mail">
          ×
        </button>
        <h2 data-testid="reader-subject">{mail.subject}</h2>
        <dl className="facts">
          <dt>From</dt>
          <dd>{mail.from}</dd>
          <dt>To</dt>
          <dd>{mail.to.join(', ')}</dd>
          <dt>Sent</dt>
          <dd>
            {formatUtc(mail.sentAt)} UTC by {mail.sentBy}
          </dd>
          <dt>Template</dt>
          <dd>
            <Link to={paths.emailTemplate(mail.template)}>{mail.template}</Link> <span className="hint">version {mail.version}</span>
          </dd>
          <dt>State</dt>
          <dd>
            {STATE_LABEL[mail.state]}
            {mail.error ? `: ${mail.error}` : ''}
            {mail.messageId ? <span className="hint"> {mail.messageId}</span> : null}
          </dd>
        </dl>
      </header>
      <iframe className="mail-preview" title={`Mail: ${mail.subject}`} sandbox="" srcDoc={mail.html} data-testid="reader-html" />
    </article>
  );
}
