import type { ReactNode } from 'react';
import './blocks.css';
import { MenuLayout } from '../../components/menu-layout/menu-layout';
import type { MenuItem } from '../../components/menu-layout/menu-items';
import { blocksByCategory } from './block-categories';
import { useBlockList } from './use-block-list';
import { blocksPathOf, type BlocksBase } from '../../lib/paths';

/** The blocks area: the menu lists the blocks by category; the page shows the list or one block. */
export function BlocksLayout({ base, children }: { base: BlocksBase; children: ReactNode }) {
  const { blocks } = useBlockList();
  const items: MenuItem[] = [
    { name: base === 'public' ? 'All blocks' : 'Blocks and workspaces', path: '' },
    { separator: true },
    ...(blocks === null
      ? [{ title: 'Loading…' }]
      : blocksByCategory(blocks).flatMap((category): MenuItem[] => [
          { title: category.name },
          ...category.blocks.map((block) => ({ name: block.name, path: encodeURIComponent(block.name) })),
        ])),
  ];
  return (
    <MenuLayout basePath={blocksPathOf(base)} items={items} exact dropTrailing={0}>
      {children}
    </MenuLayout>
  );
}
