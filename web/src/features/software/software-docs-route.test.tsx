// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DOCUMENTED_SERVICES, type DocumentedService } from '@workhub/domain';
import type { ServiceDocs } from '../../services/docs-service';
import { useStoreErrors } from '../../stores/store-errors';

// Every service's docsJson is answered by hand: one answers, the others are still being read.
const answers = new Map<DocumentedService, (docs: ServiceDocs) => void>();
vi.mock('../../services/docs-service', () => ({
  docsService: {
    docsOf: (service: DocumentedService) => new Promise<ServiceDocs>((resolve) => answers.set(service, resolve)),
  },
}));
const { Component } = await import('./software-docs-route');

afterEach(() => {
  cleanup();
  answers.clear();
});

describe('/software/docs (issue 27 item 8: first loads)', () => {
  it('lists every service at once and shows each one as it answers, not after the slowest', async () => {
    render(
      <MemoryRouter initialEntries={['/software/docs']}>
        <Component />
      </MemoryRouter>,
    );
    expect(answers.size).toBe(DOCUMENTED_SERVICES.length);
    for (const { name } of DOCUMENTED_SERVICES) {
      const row = screen.getByTestId(`service-${name}`);
      expect(row.getAttribute('aria-busy')).toBe('true');
      expect(within(row).getByText('reading its docsJson…')).toBeTruthy();
    }
    const [first, second] = DOCUMENTED_SERVICES.map((s) => s.name);
    answers.get(first!)!({ service: first!, status: 'ok', routes: [] });
    await vi.waitFor(() => expect(screen.getByTestId(`service-${first}`).getAttribute('aria-busy')).toBeNull());
    expect(within(screen.getByTestId(`service-${first}`)).getAllByRole('cell')[2]!.textContent).toBe('0');
    // The others are still reading; an error shows in its own row.
    expect(screen.getByTestId(`service-${second}`).getAttribute('aria-busy')).toBe('true');
    const failure = new Error('the service answered 500');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.get(second!)!({ service: second!, status: 'error', message: failure.message, cause: failure });
    expect(await within(screen.getByTestId(`service-${second}`)).findByText('the service answered 500')).toBeTruthy();
    // Like every store's failure: the store's error (the toast shows it) and a console line.
    expect(useStoreErrors.getState().byStore['software docs']?.message).toBe('the service answered 500');
    expect(logged).toHaveBeenCalledWith('[software docs]', failure);
    logged.mockRestore();
  });
});
