import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseRoutes, type RouteContract } from '@workhub/domain';

/** The calls the clients make: the contract and the input; each answer is read with the contract, as callRoute does. */
const calls: { contract: RouteContract; input: unknown }[] = [];
let answer: unknown;
vi.mock('./service-client', () => ({
  ServiceError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message);
    }
  },
  callRoute: (contract: RouteContract, input: unknown) => {
    calls.push({ contract, input });
    return Promise.resolve(contract.answer.parse(answer));
  },
}));
const { baseService } = await import('./base-service');
const { calculationService } = await import('./calculation-service');
const { generatorService } = await import('./generator-service');

beforeEach(() => {
  calls.length = 0;
});

describe('the base service clients call the routes from their contracts', () => {
  it('lists blocks with the flags as the query reads them, and keeps an unreadable one apart', async () => {
    answer = { result: JSON.stringify([{ id: 'b1' }]), invalid: [{ id: 'b0', problems: ['name: Required'] }] };
    const listed = await baseService.blocks({ layerData: true });
    expect(calls).toEqual([{ contract: baseRoutes.blocks, input: { allVersions: 'false', layerData: 'true', assigns: 'false' } }]);
    expect(listed.blocks).toEqual([]);
    expect(listed.invalid.map((b) => b.id)).toEqual(['b0', 'b1']);
  });

  it('answers the run a runId asks for, and refuses an answer of runs instead', async () => {
    answer = { runs: [] };
    await expect(generatorService.run('r1')).rejects.toThrow(/run: missing/);
    expect(calls[0]).toEqual({ contract: baseRoutes.runs, input: { runId: 'r1' } });
    expect(await generatorService.runs('P-1004')).toEqual([]);
    expect(calls[1]).toEqual({ contract: baseRoutes.runs, input: { projectId: 'P-1004', generator: undefined } });
  });

  it('asks for the open workspaces of a project with the query text the route reads', async () => {
    answer = { projectId: 'P-1004', versions: [] };
    expect(await calculationService.variations('P-1004', { workspaces: true })).toEqual({ projectId: 'P-1004', versions: [] });
    expect(calls).toEqual([{ contract: baseRoutes.variations, input: { projectId: 'P-1004', workspaces: 'true', latest: undefined } }]);
  });
});
