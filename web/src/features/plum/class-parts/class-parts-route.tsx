import { Link, useLocation } from 'react-router';
import './class-parts.css';
import { LiveStatus } from '../../../components/live-status';
import { NotFound } from '../../../components/not-found';
import { useAwaitingArrival, type ArrivalState } from '../../../lib/arrival';
import { paths } from '../../../lib/paths';
import { ClassPartDetails } from './class-part-details';
import { ClassPartList } from './class-part-list';
import { ClassPartWorkspaceList } from './class-part-workspace-list';
import { classPartsBySystem, resolveClassPartPath } from './class-part-view';
import { CLASS_PARTS_PATH, ClassPartsLayout } from './class-parts-layout';
import { useClassPartVersions, useClassParts } from './use-class-parts';
import { ErrorNote } from '../../../components/kit';
import { ListCutNotice } from '../../../components/list-cut';
import { DB_DEFAULT_LIMIT } from '@workhub/domain';

/** The segments after /plum/class-parts, decoded. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .slice(CLASS_PARTS_PATH.length)
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
}

/**
 * /plum/class-parts, /{system} and /{system?}/{classPart}: one page that resolves the address
 * against the class parts (the system is optional and a class part may be named by its id, so a
 * segment's meaning depends on the data; see resolveClassPartPath). Only an address that matches
 * nothing is the 404 page.
 */
export function Component() {
  const { pathname, state } = useLocation();
  const { status, groups, versions, skipped, connection } = useClassParts();
  const resolved = status === 'success' ? resolveClassPartPath(segmentsOf(pathname), versions) : null;
  // Just restored or created here: the page waits for the live read to bring it before a 404.
  const expecting = (state as ArrivalState | null)?.expecting;
  const awaiting = useAwaitingArrival(expecting, expecting !== undefined && versions.some((v) => v.id === expecting));
  if (resolved?.kind === 'notFound' && !awaiting) return <NotFound />;
  const target = resolved?.kind === 'notFound' ? null : resolved;

  let page;
  if (status === 'error') page = <ErrorNote>The class parts could not be read.</ErrorNote>;
  else if (!target) page = <p className="page-loading">Loading class parts…</p>;
  else if (target.kind === 'classPart')
    page = <ClassPartPage key={target.path} path={target.path} {...(target.id ? { id: target.id } : {})} />;
  else {
    const systems = classPartsBySystem(groups).filter((s) => target.kind === 'index' || s.system === target.system);
    const count = systems.reduce((n, s) => n + s.groups.length, 0);
    page = (
      <section className="page class-parts-page">
        <h1>{target.kind === 'system' ? `Class parts: ${target.system}` : 'Class parts'}</h1>
        <p className="hint" data-testid="class-part-count">
          {target.kind === 'index' ? `${count} class parts in ${systems.length} systems` : `${count} class parts`}
          {skipped > 0 && ` (${skipped} stored class-part versions could not be read)`}
        </p>
        <ListCutNotice count={versions.length + skipped} limit={DB_DEFAULT_LIMIT} noun="class-part versions" />
        {target.kind === 'system' && <Link to={paths.classParts()}>All class parts</Link>}
        {target.kind === 'index' && <ClassPartWorkspaceList />}
        <ClassPartList systems={systems} />
      </section>
    );
  }
  return (
    <ClassPartsLayout groups={groups} loading={status === 'loading'}>
      <LiveStatus connection={connection} />
      {page}
    </ClassPartsLayout>
  );
}

/** One class part: its versions read live on their own (path == system/name), so a new version shows at once. */
function ClassPartPage({ path, id }: { path: string; id?: string }) {
  const { status, versions } = useClassPartVersions(path);
  if (status === 'error') return <ErrorNote>The versions of {path} could not be read.</ErrorNote>;
  if (status === 'loading' || versions.length === 0) return <p className="page-loading">Loading {path}…</p>;
  const shown = (id ? versions.find((v) => v.id === id) : undefined) ?? versions.at(-1)!;
  return <ClassPartDetails versions={versions} shown={shown} />;
}
