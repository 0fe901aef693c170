import { describe, expect, it } from 'vitest';
import { blockPathOf, paths } from './paths';

describe('paths', () => {
  it('encodes every parameter, so names with spaces and slashes stay one segment', () => {
    expect(paths.block('Bath 5x8')).toBe('/block/Bath%205x8');
    expect(paths.adminBlock('a/b')).toBe('/admin/blocks/a%2Fb');
    expect(paths.classBlock('Bathroom pods', 'Pod 5x8')).toBe('/plum/class-blocks/Bathroom%20pods/Pod%205x8');
    expect(paths.job('seniorEngineer')).toBe('/admin/jobs/seniorEngineer');
  });

  it('builds the live viewer address with what it watches', () => {
    expect(paths.liveViewer()).toBe('/admin/live-viewer');
    expect(paths.liveViewer({ kind: 'workspace', id: 'ws 1' })).toBe('/admin/live-viewer?kind=workspace&id=ws%201');
  });

  it('picks the public or admin block page', () => {
    expect(blockPathOf('public', 'Kitchen')).toBe('/block/Kitchen');
    expect(blockPathOf('admin', 'Kitchen')).toBe('/admin/blocks/Kitchen');
  });
});
