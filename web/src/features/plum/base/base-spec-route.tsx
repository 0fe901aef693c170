import { Link } from 'react-router';
import { formatUtc } from '@workhub/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LiveStatus } from '../../../components/live-status';
import { VersionSelector } from '../../../components/version-selector';
import { paths } from '../../../lib/paths';
import { BaseViewsSection } from './base-views';
import { BaseSpecSections } from './base-spec-sections';
import { SPEC_SECTIONS, SectionsNav } from './base-spec-table';
import { BaseSpecWorkspaces } from './base-spec-workspaces';
import { useBaseSpecDoc, useBaseSpecVersions } from './use-base-spec';
import './base-spec.css';
import { useAddressSearch } from '../../../lib/address';
import { ErrorNote } from '../../../components/kit';
import { BaseDiagrams } from './base-diagrams';
import { BaseChangespaces } from './base-changespaces';

const SECTIONS = [['workspaces', 'Workspaces'], ...SPEC_SECTIONS, ['views', 'Views']] as const;

/**
 * /plum/base: the base specification of one version (?v=, the version selector; none: the newest),
 * read live from `baseSpecs/{version}`; its drafts grouped per version with their candidates; the
 * base views.
 */
export function Component() {
  const [search, setSearch] = useAddressSearch();
  const chosen = search.get('v');
  const versions = useBaseSpecVersions();
  const newestVersion = versions.data.at(-1)?.version ?? null;
  const version = chosen ?? newestVersion;
  const spec = useBaseSpecDoc(version);
  // The newest spec is what a new workspace starts from (the same read when it is the one shown).
  const newest = useBaseSpecDoc(newestVersion);
  const meta = versions.data.find((v) => v.version === version);
  const onVersion = (v: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('v', v);
      return next;
    });

  let body;
  if (versions.status === 'loading' || (version && spec.status === 'loading'))
    body = <p className="page-loading">Loading the base specification…</p>;
  else if (versions.status === 'error' && versions.data.length === 0)
    body = <ErrorNote>The base-spec versions could not be read.</ErrorNote>;
  else if (!version) body = <p className="bs-empty">No base specification has been committed yet.</p>;
  else if (!spec.data)
    body = (
      <div className="bs-notice" role="alert" data-testid="unknown-version">
        <strong>There is no base specification {version}.</strong> Choose a version above, or see the{' '}
        <Link to={paths.baseSpec()}>newest ({newestVersion})</Link>.
      </div>
    );
  else {
    body = <BaseSpecSections spec={spec.data} />;
  }

  return (
    <main className="page bs-page" data-testid="base-spec-page">
      <Breadcrumbs />
      <LiveStatus connection={spec.connection} />
      <header className="bs-header">
        <div>
          <h1>Base specification</h1>
          <p className="bs-hint">The company’s rulebook for drawings: layers, themes, goals, draw order, systems, properties and views.</p>
        </div>
        {versions.data.length > 0 && (
          <div className="bs-version">
            <span>Version</span>
            <VersionSelector
              versions={versions.data.map((v) => ({ version: v.version, label: v.message }))}
              value={version}
              onChange={onVersion}
              label="Base specification version"
            />
          </div>
        )}
      </header>
      {meta && (
        <p className="bs-meta" data-testid="base-spec-meta">
          <strong>{meta.version}</strong>
          {meta.version === newestVersion && <span className="bs-badge bs-badge-accent">latest</span>} committed by {meta.creator} on{' '}
          {formatUtc(meta.created)} UTC
          {meta.message && <> — “{meta.message}”</>}
        </p>
      )}
      <SectionsNav sections={SECTIONS} />
      <BaseSpecWorkspaces newest={newest.data} />
      {body}
      {version && spec.data && <BaseDiagrams version={version} />}
      <BaseViewsSection systems={spec.data ? Object.keys(spec.data.systems).sort() : []} />
      <BaseChangespaces />
    </main>
  );
}
