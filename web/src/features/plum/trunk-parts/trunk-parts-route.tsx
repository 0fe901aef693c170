import { useMemo } from 'react';
import { Link } from 'react-router';
import { filterTrunkParts, formatUtc, trunkPartSystems, type TrunkPart } from '@workhub/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LiveStatus } from '../../../components/live-status';
import { paths } from '../../../lib/paths';
import { useTrunkParts } from './use-trunk-parts';
import './trunk-parts.css';
import { useAddressSearch } from '../../../lib/address';
import { DataTable, ErrorNote, LinkButton, type Column } from '../../../components/kit';

const STATUS_WORDS: Record<string, string> = { done: 'Done', inProgress: 'In progress', error: 'Error', new: 'New' };

/** Links to the trunk's entries, or a dash for none. */
function chips(names: readonly string[], kind: 'items' | 'assemblies', trunk: string) {
  if (names.length === 0) return <span className="hint">—</span>;
  return names.map((name) => (
    <Link key={name} className="trunk-chip" to={paths.buildEntry(kind, name, trunk)}>
      {name}
    </Link>
  ));
}

/** The trunk table's columns; the entries' links name the trunk build specification. */
function trunkPartColumns(trunk: string): Column<TrunkPart>[] {
  return [
    {
      id: 'name',
      header: 'Class part',
      className: 'trunk-name',
      cell: (p) => <Link to={paths.classPart(p.system, p.name)}>{p.name}</Link>,
    },
    { id: 'system', header: 'System', className: 'trunk-system', cell: (p) => p.system },
    { id: 'owner', header: 'Owner', cell: (p) => p.owner },
    {
      id: 'version',
      header: 'Version on the trunk',
      cell: (p) => (
        <>
          <Link to={paths.classPart(p.system, p.versionId)} data-testid="trunk-part-version">
            {p.version}
          </Link>
          {!p.released && (
            <span className="hint" title="No version of this part lists this build specification; an item on it is the part">
              {' '}
              · not released for {trunk}, used by an item
            </span>
          )}
        </>
      ),
    },
    { id: 'versions', header: 'Versions', className: 'trunk-number', cell: (p) => p.versionCount },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <span className={`trunk-status trunk-status-${p.status}`}>{STATUS_WORDS[p.status] ?? p.status}</span>,
    },
    { id: 'items', header: 'Items on the trunk', cell: (p) => chips(p.items, 'items', trunk) },
    { id: 'assemblies', header: 'Assemblies', cell: (p) => chips(p.assemblies, 'assemblies', trunk) },
  ];
}

/**
 * /plum/trunk-parts (docs/base-spec.md "Home and trunk parts"): the class parts used by the trunk
 * — the newest released build-spec version — each with its system, owner, the version in use on
 * the trunk, the trunk items made with it and the assemblies of its system; filtered by system
 * and words, both kept in the address (?system=&q=) so a filtered list can be shared.
 */
export function Component() {
  const [params, setParams] = useAddressSearch();
  const system = params.get('system') ?? '';
  const text = params.get('q') ?? '';
  const { status, trunk, released, releasedBy, parts, connection } = useTrunkParts();
  const systems = useMemo(() => trunkPartSystems(parts), [parts]);
  const shown = useMemo(() => filterTrunkParts(parts, { system, text }), [parts, system, text]);
  const columns = useMemo(() => trunkPartColumns(trunk ?? ''), [trunk]);

  const setFilter = (key: 'system' | 'q', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  let body;
  if (status === 'error' && parts.length === 0) body = <ErrorNote>The trunk parts could not be read; trying again.</ErrorNote>;
  else if (status === 'loading') body = <p className="page-loading">Loading the trunk build specification and its class parts…</p>;
  else if (!trunk)
    body = (
      <p className="trunk-empty" data-testid="trunk-empty">
        No build specification has been released yet, so there is no trunk.
      </p>
    );
  else if (parts.length === 0)
    body = (
      <p className="trunk-empty" data-testid="trunk-empty">
        No class part is used by {trunk}: none is released for it and none of its items is a class part.
      </p>
    );
  else
    body = (
      <>
        <form className="trunk-filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <label>
            System
            <select value={system} onChange={(e) => setFilter('system', e.target.value)} data-testid="trunk-system">
              <option value="">All systems ({parts.length})</option>
              {systems.map((s) => (
                <option key={s.system} value={s.system}>
                  {s.system} ({s.count})
                </option>
              ))}
            </select>
          </label>
          <label>
            Find
            <input
              type="search"
              value={text}
              placeholder="Name, owner, item or assembly"
              onChange={(e) => setFilter('q', e.target.value)}
              data-testid="trunk-search"
            />
          </label>
          <span className="hint" data-testid="trunk-count" aria-live="polite">
            {shown.length === parts.length ? `${parts.length} class parts` : `${shown.length} of ${parts.length} class parts`}
          </span>
        </form>
        {shown.length === 0 ? (
          <p className="trunk-empty" data-testid="trunk-no-match">
            No class part on {trunk} matches{system ? ` in ${system}` : ''}
            {text ? ` “${text}”` : ''}. <LinkButton onClick={() => setParams({}, { replace: true })}>Clear the filter</LinkButton>
          </p>
        ) : (
          <DataTable
            className="trunk-table"
            columns={columns}
            rows={shown}
            rowKey={(p) => p.path}
            rowProps={(p) => ({ 'data-testid': 'trunk-part', 'data-path': p.path })}
            empty="No class part matches."
          />
        )}
      </>
    );

  return (
    <main className="page trunk-parts-page">
      <Breadcrumbs />
      <h1>Parts on the trunk</h1>
      <p className="hint trunk-intro">
        The class parts used by the trunk — the newest released build specification
        {trunk ? (
          <>
            ,{' '}
            <Link to={paths.build(trunk)} data-testid="trunk-version">
              {trunk}
            </Link>
            {released && ` (released ${formatUtc(released)}${releasedBy ? ` by ${releasedBy}` : ''})`}
          </>
        ) : null}
        . A part is on it when one of its versions is released for it or one of its items is the part.
      </p>
      <LiveStatus connection={connection} />
      {body}
    </main>
  );
}
