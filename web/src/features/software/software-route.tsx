import { useMemo } from 'react';
import { Link } from 'react-router';
import { buildingSystemOwnersSchema, type BuildingSystemOwners } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { dbService } from '../../services/db-service';
import { DataTable, ErrorNote, useAsync, type Column } from '../../components/kit';
import './software.css';

/**
 * /software: the software area — the API docs of every service, the revisions of stored files, the
 * Homehub (legacy assets) API, and the building system owners (system → subsystem → owner,
 * installer), which the class parts' systems use.
 */
export function Component() {
  const owners = useAsync(async () => {
    const { items } = await dbService.find<unknown>('buildingSystemOwners');
    return items.flatMap((d) => {
      const parsed = buildingSystemOwnersSchema.safeParse(d);
      return parsed.success ? [parsed.data] : [];
    });
  }, 'owners');

  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>Software</h1>
      <p className="hint">How WorkHub's services are called, which files they keep, and who owns each building system.</p>
      <ul className="area-grid">
        <li>
          <Link className="area-card" to={paths.softwareDocs()}>
            <strong>API docs</strong>
            <span>Every service's routes, inputs and answers, generated from the schemas they validate with</span>
          </Link>
        </li>
        <li>
          <Link className="area-card" to={paths.softwareRevs()}>
            <strong>Revisions</strong>
            <span>The datatypes of stored files and the files of each, with their versions</span>
          </Link>
        </li>
        <li>
          <Link className="area-card" to={paths.softwareDoc('homehub')}>
            <strong>Homehub API</strong>
            <span>Legacy assets: per project and version, supported kinds, generation jobs, design packages</span>
          </Link>
        </li>
      </ul>
      <h2>Building system owners</h2>
      <p className="hint">
        Class parts are filed by building system (the first part of their name, e.g. bath/…); each system's subsystems have an owner and an
        installer (buildingSystemOwners, read through the database service).
      </p>
      {owners.status === 'loading' && <p className="hint">Loading the owners…</p>}
      {owners.status === 'error' && <ErrorNote>Could not load the owners: {owners.error.message}</ErrorNote>}
      {owners.status === 'success' && owners.data.length === 0 && <p className="hint">No building system has owners yet.</p>}
      {owners.status === 'success' && owners.data.length > 0 && <OwnersTable systems={owners.data} />}
    </main>
  );
}

/** One row of the owners table: a subsystem of a building system (the system named on its first). */
interface OwnerRow {
  system: string;
  first: boolean;
  subsystem: string;
  data: BuildingSystemOwners['subsystemData'][string];
}

const OWNER_COLUMNS: Column<OwnerRow>[] = [
  { id: 'system', header: 'System', cell: (r) => (r.first ? <Link to={paths.classPartSystem(r.system)}>{r.system}</Link> : '') },
  { id: 'subsystem', header: 'Subsystem', cell: (r) => r.subsystem },
  { id: 'owner', header: 'Owner', cell: (r) => r.data.owner ?? '—' },
  { id: 'installer', header: 'Installer', cell: (r) => r.data.installer ?? '—' },
  { id: 'description', header: 'Description', cell: (r) => <span className="hint">{r.data.description ?? ''}</span> },
];

function OwnersTable({ systems }: { systems: BuildingSystemOwners[] }) {
  const rows = useMemo(
    () =>
      [...systems]
        .sort((a, b) => a.system.localeCompare(b.system))
        .flatMap((s) =>
          Object.entries(s.subsystemData)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([subsystem, data], i): OwnerRow => ({ system: s.system, first: i === 0, subsystem, data })),
        ),
    [systems],
  );
  return (
    <DataTable
      className="sw-table"
      aria-label="Building system owners"
      columns={OWNER_COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.system}/${r.subsystem}`}
      empty="No building system has owners yet."
    />
  );
}
