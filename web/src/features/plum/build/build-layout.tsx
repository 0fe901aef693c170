import type { ReactNode } from 'react';
import { BUILD_TYPES, BUILD_TYPE_LABELS, type BuildSpecSummary } from '@workhub/domain';
import { MenuLayout } from '../../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../../components/menu-layout/menu-items';
import { VersionSelector } from '../../../components/version-selector';

export const BUILD_PATH = '/plum/build';

/**
 * The build layout (core spec section 2): heading 'Build Specification' with the version
 * selector (choosing a version sets the query parameter v), and a menu of the build types that
 * keeps the chosen version.
 */
export function BuildLayout({
  releases,
  version,
  explicit,
  missing,
  onVersion,
  children,
}: {
  releases: readonly BuildSpecSummary[] | undefined;
  /** The version shown (the newest when none is chosen). */
  version: string | null;
  /** A version was chosen (v is in the address): the menu keeps it. */
  explicit: boolean;
  /** Versions lacking the entry shown: struck through in the selector. */
  missing?: readonly string[] | undefined;
  onVersion: (version: string) => void;
  children: ReactNode;
}) {
  const query = explicit && version ? { v: version } : undefined;
  const items: MenuItem[] = [
    { name: 'Overview', path: '', ...(query ? { query } : {}) },
    { separator: true },
    { title: 'Build types' },
    ...BUILD_TYPES.map((type) => ({ name: BUILD_TYPE_LABELS[type], path: type, ...(query ? { query } : {}) })),
  ];
  return (
    <MenuLayout basePath={BUILD_PATH} items={items} exact dropTrailing={0} carryQuery>
      <header className="build-header">
        <h1>Build Specification</h1>
        {releases && releases.length > 0 && (
          <div className="build-version">
            <span>Version</span>
            <VersionSelector
              versions={releases.map((r) => ({ version: r.version, label: r.message }))}
              value={version}
              onChange={onVersion}
              missing={missing}
              label="Build specification version"
            />
          </div>
        )}
      </header>
      {children}
    </MenuLayout>
  );
}
