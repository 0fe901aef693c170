import { describe, expect, it } from 'vitest';
import { blockWorkspaceCreateSchema } from '@workhub/domain';
import { routeTable } from './route-table';

const route = (path: string) => {
  const spec = routeTable.find((r) => r.path === path);
  if (!spec?.validate) throw new Error(`no validated route ${path}`);
  return spec.validate;
};

describe('block name parameters', () => {
  const paths = ['/block/:name', '/admin/blocks/:name'];

  it.each(paths)('%s takes every name the base service accepts, spaces included', (path) => {
    const validate = route(path);
    for (const name of ['bath-full-8x8', 'bath full 8x8', '  spaced out  ', 'door 3\' 0"', 'a#b?c%d']) {
      const accepted = blockWorkspaceCreateSchema.parse({ name }).name;
      expect(validate({ name: accepted }), accepted).toBe(true);
    }
  });

  it.each(paths)('%s refuses what is not a block name (the 404 page)', (path) => {
    const validate = route(path);
    for (const name of ['a/b', 'bath~v1.0.0', ' padded', '', 'x'.repeat(201)]) expect(validate({ name }), name).toBe(false);
  });

  it('a class block page takes a block name with spaces as its block', () => {
    expect(route('/plum/class-blocks/:category?/:name/:block')({ category: 'kitchen', name: 'galley', block: 'kitchen galley 8x9' })).toBe(
      true,
    );
  });
});
