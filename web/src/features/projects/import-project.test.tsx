// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApproversAnswer } from '@workhub/domain';

const approvers = vi.fn<() => Promise<ApproversAnswer>>();
const importProject = vi.fn();
vi.mock('../../services/pipe-service', () => ({ pipeService: { approvers: () => approvers() } }));
vi.mock('../../services/projects-service', () => ({ projectsService: { importProject: (id: string) => importProject(id) } }));
vi.mock('../../services/service-client', () => ({
  // The client's error as the store reads it: the text shown in toasts and the envelope's own message.
  ServiceError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
      readonly fieldErrors?: unknown,
      readonly apiMessage?: string,
    ) {
      super(message);
    }
  },
}));
const { ServiceError } = await import('../../services/service-client');
const { useAuthStore } = await import('../../stores/auth-store');
const { ImportProject } = await import('./import-project');

afterEach(cleanup);

const answer = (mine: ApproversAnswer['mine']): ApproversAnswer => ({
  approvers: {
    design: [],
    management: [
      { user: 'grace', name: 'Grace Hopper' },
      { user: 'frances', name: 'Frances Allen' },
    ],
    production: [],
  },
  mine,
});

async function show(email: string, mine: ApproversAnswer['mine']) {
  approvers.mockResolvedValue(answer(mine));
  act(() => useAuthStore.setState({ email }));
  render(
    <MemoryRouter initialEntries={['/dash']}>
      <Routes>
        <Route path="/dash" element={<ImportProject />} />
        <Route path="/dash/:projectId" element={<p data-testid="opened">opened</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ImportProject', () => {
  it('tells who imports, instead of the form, to someone who is not a management approver', async () => {
    await show('eero@modulr.example', ['design']);
    expect((await screen.findByTestId('import-project-hint')).textContent).toBe(
      'Projects come from Salesforce: Grace Hopper or Frances Allen (management approvers) import them here.',
    );
    expect(screen.queryByTestId('import-project')).toBeNull();
  });

  it("shows the service's reason under the form, refuses a text that is no project number, and opens the imported project", async () => {
    await show('grace@modulr.example', ['management']);
    const input = await screen.findByRole('textbox', { name: 'Salesforce project number' });
    const submit = () => fireEvent.submit(screen.getByTestId('import-project'));

    fireEvent.change(input, { target: { value: 'P 1025/x' } });
    submit();
    expect((await screen.findByTestId('import-error')).textContent).toBe('“P 1025/x” is not a project number (like P-1025)');
    expect(importProject).not.toHaveBeenCalled();

    importProject.mockRejectedValueOnce(
      new ServiceError('not-found: No Salesforce project P-9999', 404, undefined, 'No Salesforce project P-9999'),
    );
    fireEvent.change(input, { target: { value: ' P-9999 ' } });
    submit();
    await vi.waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe('No Salesforce project P-9999'));
    expect(importProject).toHaveBeenLastCalledWith('P-9999');

    importProject.mockResolvedValueOnce({ projectId: 'P-1025', clientName: 'Solis Residence' });
    fireEvent.change(input, { target: { value: 'P-1025' } });
    submit();
    expect(await screen.findByTestId('opened')).toBeTruthy();
  });
});
