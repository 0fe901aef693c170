// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useStoreErrors } from '../../../stores/store-errors';

const list = vi.fn();
vi.mock('../../../services/build-service', () => ({ buildService: { list: () => list() } }));
vi.mock('../../../services/service-client', () => ({
  // The client's error as the pages read it (the real module reads the app's settings).
  ServiceError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message);
    }
  },
}));
const { ServiceError } = await import('../../../services/service-client');
const { BUILD_STORE, useBuildList } = await import('./use-build');

function Releases({ id }: { id: string }) {
  const read = useBuildList();
  return <p data-testid={id}>{read.status === 'error' ? `error: ${read.error}` : read.status}</p>;
}

afterEach(() => {
  cleanup();
  useStoreErrors.setState({ byStore: {} });
});

describe("the build pages' reads", () => {
  it("a failed read is the build store's error: the toast's entry and one console line, however many parts read it", async () => {
    const failure = new ServiceError('build: The build service is unavailable', 503);
    list.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Releases id="a" />
        <Releases id="b" />
      </>,
    );
    expect(await screen.findByText('error: build: The build service is unavailable', { selector: '[data-testid=a]' })).toBeTruthy();
    expect(screen.getByTestId('b').textContent).toBe('error: build: The build service is unavailable');
    expect(useStoreErrors.getState().byStore[BUILD_STORE]?.message).toBe('build: The build service is unavailable');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(`[${BUILD_STORE}]`, failure);
    expect(list).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
