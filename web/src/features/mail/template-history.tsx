import { useEffect, useState } from 'react';
import { EMAIL_TEMPLATE_FIELDS, formatUtc, type EmailTemplate, type EmailTemplateVersion } from '@workhub/domain';
import { useMailStore } from './mail-store';

const FIELD_NAMES = { description: 'description', subject: 'subject', body: 'body' } as const;

/**
 * A template's changes, newest first (GET /email/template/history): who and when (UTC), the fields
 * each changed. Opening one shows the text it replaced; restoring it (after a confirm) is a new
 * change, stamped by the server like any other.
 */
export function TemplateHistory({ template }: { template: EmailTemplate }) {
  const history = useMailStore((s) => (s.history?.id === template.id ? s.history.versions : undefined));
  const loadHistory = useMailStore((s) => s.loadHistory);
  const restore = useMailStore((s) => s.restore);
  const [openVersion, setOpenVersion] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Read again whenever the template changes (its stamp moves with every change).
  useEffect(() => {
    void loadHistory(template.id);
  }, [loadHistory, template.id, template.updatedAt]);

  const open = history?.find((v) => v.version === openVersion);

  async function restoreOpen(version: EmailTemplateVersion) {
    setBusy(true);
    const done = await restore(template.id, version.version);
    setBusy(false);
    if (done) {
      setConfirming(false);
      setOpenVersion(null);
    }
  }

  return (
    <section className="mail-history" data-testid="template-history" aria-labelledby="template-history-title">
      <h2 id="template-history-title">History</h2>
      {!history && <p className="page-loading">Loading the history…</p>}
      {history?.length === 0 && <p className="hint">No change has been recorded since the template was seeded.</p>}
      {history && history.length > 0 && (
        <table className="data-grid mail-table" data-testid="history-table">
          <thead>
            <tr>
              <th>Version</th>
              <th>Changed (UTC)</th>
              <th>By</th>
              <th>Fields</th>
              <th aria-label="Earlier text" />
            </tr>
          </thead>
          <tbody>
            {history.map((v) => (
              <tr key={v.version} className={v.version === openVersion ? 'selected' : undefined} data-testid={`history-${v.version}`}>
                <td className="num">{v.version}</td>
                <td className="nowrap">{formatUtc(v.changedAt)}</td>
                <td>{v.changedBy}</td>
                <td>
                  {v.fields.map((f) => FIELD_NAMES[f]).join(', ')}
                  {v.restoredFrom !== undefined && <span className="hint"> (restored the text before version {v.restoredFrom})</span>}
                </td>
                <td>
                  <button
                    type="button"
                    aria-expanded={v.version === openVersion}
                    onClick={() => {
                      setConfirming(false);
                      setOpenVersion(v.version === openVersion ? null : v.version);
                    }}
                  >
                    {v.version === openVersion ? 'Hide' : 'Text before'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <article className="mail-history-text" data-testid="history-text" aria-label={`The text before version ${open.version}`}>
          <h3>
            The text before version {open.version}
            {open.previousUpdatedAt && (
              <span className="hint">
                {' '}
                (saved {formatUtc(open.previousUpdatedAt)} UTC{open.previousUpdatedBy ? ` by ${open.previousUpdatedBy}` : ''})
              </span>
            )}
          </h3>
          <dl className="facts">
            {EMAIL_TEMPLATE_FIELDS.map((f) => (
              <div key={f} className={open.fields.includes(f) ? 'changed' : undefined}>
                <dt>
                  {FIELD_NAMES[f]}
                  {open.fields.includes(f) && <span className="hint"> (changed by version {open.version})</span>}
                </dt>
                <dd>
                  <pre data-testid={`history-${f}`}>{open.previous[f] || '—'}</pre>
                </dd>
              </div>
            ))}
          </dl>
          {!confirming && (
            <button type="button" onClick={() => setConfirming(true)} disabled={busy}>
              Restore this text
            </button>
          )}
          {confirming && (
            <span className="confirm" role="group" aria-label="Confirm the restore">
              Replace the template’s description, subject and body with this text?
              <button type="button" className="primary" disabled={busy} onClick={() => void restoreOpen(open)}>
                Restore
              </button>
              <button type="button" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </button>
            </span>
          )}
        </article>
      )}
    </section>
  );
}
