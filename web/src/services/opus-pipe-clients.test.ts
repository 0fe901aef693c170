import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classPartsService } from './class-parts-service';
import { opusService } from './opus-service';
import { pipeService } from './pipe-service';

vi.mock('../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../lib/env', () => ({ config: { services: { opus: 'http://opus.test', pipe: 'http://pipe.test' } } }));

/**
 * The opus, class-parts and pipe clients call their routes from the contracts (domain/src/routes
 * opus.ts, pipe.ts): the method, path and where the input goes come from the contract, and the
 * answer is read with the contract's answer schema.
 */
describe('opus and pipe clients from their route contracts', () => {
  const fetchMock = vi.fn();
  const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }), { status: 200 });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the notes as PUT /pipe/assembly with a JSON body and reads the answer', async () => {
    fetchMock.mockResolvedValueOnce(answer({ assembly: 'm1-bath', notes: 'Check the drain' }));
    await expect(pipeService.setNotes('P-1001', 'm1-bath', 'Check the drain')).resolves.toEqual({
      assembly: 'm1-bath',
      notes: 'Check the drain',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://pipe.test/assembly`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ projectId: 'P-1001', assembly: 'm1-bath', path: 'notes', value: 'Check the drain' });
  });

  it('puts a GET input in the query, leaving out what is not given', async () => {
    fetchMock.mockResolvedValueOnce(answer({ projectId: 'P-1001', supported: { pbom: { supported: true } } }));
    await pipeService.supported('P-1001');
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://pipe.test/supported?projectId=P-1001`);
  });

  it('sends a body-or-query DELETE with a body', async () => {
    fetchMock.mockResolvedValueOnce(answer({ workspaceId: 'w1', deleted: true }));
    await classPartsService.deleteWorkspace('w1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://opus.test/classPart/workspace`);
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(init.body)).toEqual({ workspaceId: 'w1' });
  });

  it('refuses an answer outside the contract, naming the route', async () => {
    fetchMock.mockResolvedValueOnce(answer({ projectId: 'P-1001', parts: [{ classPart: 'bath/vanity' }] }));
    await expect(opusService.cncPackage('P-1001')).rejects.toThrow(/^GET \/opus\/cncPackage: unexpected answer \(parts\.0\./);
  });
});
