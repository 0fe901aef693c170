import { describe, expect, it } from 'vitest';
import type { ProjectTab } from '@workhub/domain';
import { paths } from '../../lib/paths';
import { projectPageLinks } from './project-links';

describe('the project page links beside the tabs', () => {
  const byAddress = (tab: ProjectTab) => paths.projectTab('P-1001', tab);
  it('links the project to its /live page and its cost (hidden from the tab row)', () => {
    expect(projectPageLinks('P-1001', byAddress, 'client').map((l) => [l.name, l.to])).toEqual([
      ['Live', '/live?project=P-1001'],
      ['Cost', '/dash/P-1001/cost'],
    ]);
  });
  it('keeps the project-less form on the chosen project, and leaves Cost out while it is the open tab', () => {
    const chosen = (tab: ProjectTab) => paths.chosenTab(tab, 'P-1001');
    expect(projectPageLinks('P-1001', chosen, 'design').map((l) => l.to)).toEqual(['/live?project=P-1001', '/cost?project=P-1001']);
    expect(projectPageLinks('P-1001', chosen, 'cost').map((l) => l.name)).toEqual(['Live']);
  });
});
