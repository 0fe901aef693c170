// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { newPipeAssembly } from '@workhub/domain';
import { AssemblyRow } from './board-row';

afterEach(cleanup);

const assembly = newPipeAssembly(
  'P-9',
  { assembly: 'm1-chassis', module: 1, assemblyName: 'chassis', order: 0 },
  '2026-01-01T00:00:00.000Z',
);

const row = (a: typeof assembly) =>
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <AssemblyRow assembly={a} hasBase />
        </tbody>
      </table>
    </MemoryRouter>,
  );

describe('AssemblyRow', () => {
  it('shows an assembly the base design no longer has as removed, with the version that removed it', () => {
    row({ ...assembly, removed: { at: '2026-01-02T00:00:00.000Z', version: 'v1.0.2' } });
    expect(screen.getByTestId('board-row').dataset.removed).toBe('true');
    expect(screen.getByTestId('removed-badge').textContent).toBe('removed in v1.0.2');
  });

  it('shows no mark on an assembly the base has', () => {
    row(assembly);
    expect(screen.getByTestId('board-row').dataset.removed).toBeUndefined();
    expect(screen.queryByTestId('removed-badge')).toBeNull();
  });
});
