import type { ReactNode } from 'react';
import type { ClassPartVersion } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { MenuLayout } from '../../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../../components/menu-layout/menu-items';
import { classPartsBySystem, type ClassPartGroup } from './class-part-view';

export const CLASS_PARTS_PATH = paths.classParts();

/** The class-parts area: the menu lists the ten systems, each with its class parts. */
export function ClassPartsLayout({
  groups,
  loading,
  children,
}: {
  groups: readonly ClassPartGroup<ClassPartVersion>[];
  loading: boolean;
  children: ReactNode;
}) {
  const items: MenuItem[] = [
    { name: 'All class parts', path: '' },
    { separator: true },
    ...(loading
      ? [{ title: 'Loading…' }]
      : classPartsBySystem(groups).flatMap(({ system, groups: parts }): MenuItem[] => [
          { name: `${system} (${parts.length})`, path: system },
          ...parts.map((g) => ({ name: `· ${g.name}`, path: g.path, dimmed: !g.newest.isActive })),
        ])),
  ];
  return (
    <MenuLayout basePath={CLASS_PARTS_PATH} items={items} exact dropTrailing={0}>
      {children}
    </MenuLayout>
  );
}
