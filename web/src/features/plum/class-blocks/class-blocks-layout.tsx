import { paths } from '../../../lib/paths';
import type { ReactNode } from 'react';
import { groupByCategory, type ClassBlock } from '@workhub/domain';
import { MenuLayout } from '../../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../../components/menu-layout/menu-items';

export const CLASS_BLOCKS_PATH = paths.classBlocks();

/** The class-blocks area: the menu lists the categories, each with its class blocks. */
export function ClassBlocksLayout({
  classBlocks,
  loading,
  children,
}: {
  classBlocks: readonly ClassBlock[];
  loading: boolean;
  children: ReactNode;
}) {
  const items: MenuItem[] = [
    { name: 'All class blocks', path: '' },
    { separator: true },
    ...(loading
      ? [{ title: 'Loading…' }]
      : groupByCategory(classBlocks).flatMap((category): MenuItem[] => [
          { name: category.name, path: category.name },
          ...category.classBlocks.map((c) => ({ name: `· ${c.name}`, path: c.key })),
        ])),
  ];
  return (
    <MenuLayout basePath={CLASS_BLOCKS_PATH} items={items} exact dropTrailing={0}>
      {children}
    </MenuLayout>
  );
}
