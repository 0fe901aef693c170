import { describe, expect, it } from 'vitest';
import { UNCATEGORISED, blocksByCategory } from './block-categories';

const block = (name: string, categoryName?: string) => ({ name, width: 1, height: 1, ...(categoryName ? { categoryName } : {}) });

describe('blocksByCategory', () => {
  const blocks = [block('kitchen-b', 'kitchen'), block('bath-a', 'bath'), block('kitchen-a', 'kitchen'), block('odd')];

  it('groups by category, both sorted; blocks without one are listed as other', () => {
    expect(blocksByCategory(blocks).map((c) => [c.name, c.blocks.map((b) => b.name)])).toEqual([
      ['bath', ['bath-a']],
      ['kitchen', ['kitchen-a', 'kitchen-b']],
      [UNCATEGORISED, ['odd']],
    ]);
  });

  it('filters by a text in the name, ignoring case', () => {
    expect(blocksByCategory(blocks, ' KITCHEN-A ').map((c) => c.blocks.map((b) => b.name))).toEqual([['kitchen-a']]);
    expect(blocksByCategory(blocks, 'nothing')).toEqual([]);
  });
});
