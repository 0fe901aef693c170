import { Link, useParams } from 'react-router';
import { BUILD_TYPES, type BuildType } from '@workhub/domain';
import { NotFound } from '../../../components/not-found';
import { paths } from '../../../lib/paths';
import { BuildLayout } from './build-layout';
import { BuildOverview } from './build-overview';
import { BuildTypeTable } from './build-type-table';
import { BuildEntry } from './build-entry';
import { useBuildList, useBuildSpec, useEntryPresence } from './use-build';
import './build.css';
import { useAddressSearch } from '../../../lib/address';
import { ErrorNote } from '../../../components/kit';

const isBuildType = (value: string | undefined): value is BuildType => (BUILD_TYPES as readonly string[]).includes(value ?? '');

/**
 * /build, /plum/build, /plum/build/{type} and /plum/build/{type}/{name}: one page in the build
 * layout that decides by the address what to show; the query parameter v names the release (none:
 * the newest).
 */
export function Component() {
  const params = useParams();
  const [search, setSearch] = useAddressSearch();
  const type = isBuildType(params.type) ? params.type : null;
  const name = type ? (params.name ?? null) : null;
  const chosen = search.get('v');
  const list = useBuildList();
  const releases = list.data;
  const newest = releases?.at(-1)?.version ?? null;
  const release = releases?.find((r) => r.version === (chosen ?? newest));
  const version = release?.version ?? null;
  const onVersion = (v: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('v', v);
      return next;
    });

  const spec = useBuildSpec(type ? version : null, type);
  const presence = useEntryPresence(type, name);
  if ((params.type !== undefined && !type) || presence?.notFound) return <NotFound />;

  let page;
  if (list.status === 'error')
    page = (
      <div className="page">
        <ErrorNote>The build specifications could not be read: {list.error}</ErrorNote>
      </div>
    );
  else if (!releases) page = <p className="page-loading">Loading the build specification…</p>;
  else if (releases.length === 0) page = <p className="page build-empty">No build specification has been released yet.</p>;
  else if (!release)
    page = (
      <div className="page build-notice" role="alert" data-testid="unknown-version">
        <strong>There is no release {chosen}.</strong> Choose a version above, or see the{' '}
        <Link to={paths.build()}>newest release ({newest})</Link>.
      </div>
    );
  else if (!type) page = <BuildOverview release={release} releases={releases} explicit={chosen !== null} />;
  else if (spec.status === 'error')
    page = (
      <div className="page">
        <ErrorNote>
          Release {version} could not be read: {spec.error}
        </ErrorNote>
      </div>
    );
  else if (!spec.data || (name && !presence?.data)) {
    page =
      presence?.status === 'error' ? (
        <div className="page">
          <ErrorNote>
            The releases of {name} could not be read: {presence.error}
          </ErrorNote>
        </div>
      ) : (
        <p className="page-loading">Loading {version}…</p>
      );
  } else if (!name) page = <BuildTypeTable spec={spec.data} type={type} explicit={chosen !== null} />;
  else
    page = <BuildEntry key={`${type}/${name}`} type={type} name={name} spec={spec.data} presence={presence!.data!} releases={releases} />;

  const missing = name ? presence?.data?.filter((p) => !p.present).map((p) => p.version) : undefined;
  return (
    <BuildLayout releases={releases} version={version ?? chosen} explicit={chosen !== null} missing={missing} onVersion={onVersion}>
      {page}
    </BuildLayout>
  );
}
