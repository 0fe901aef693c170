// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultStructureInputs, structurePackageOf, structureResult, type CostsDoc, type StructureDoc } from '@workhub/domain';

vi.mock('../../../services/calculation-service', () => ({ calculationService: {} }));
const { StructureView } = await import('./structure-pane');
const { CostsView } = await import('./costs-pane');

afterEach(cleanup);

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const inputs = { ...defaultStructureInputs(), windSpeedMph: 100, seismicS1: 0.3 };
const version = (n: number, over = {}) => {
  const params = { ...inputs, ...over };
  return {
    version: `v${n}`,
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    createdBy: 'ada',
    inputParams: params,
    result: { ...structureResult(params) },
  };
};
const structure: StructureDoc = {
  projectId: 'P-1',
  inputParams: inputs,
  versions: [version(1), version(2, { overrideXbracing: true })],
  packages: [
    structurePackageOf('P-1', 'v1', structureResult(inputs), '2026-11-01T10:00:00.000Z'),
    structurePackageOf('P-1', 'v2', structureResult({ ...inputs, overrideXbracing: true }), '2026-11-02T10:00:00.000Z'),
  ],
  calculation: { status: 'done', substatus: 'v2: 2x10 joists', details: '' },
};

describe('StructureView', () => {
  it('shows the inputs, the stage, versions newest first and packages with assets', () => {
    render(<StructureView projectId="P-1" structure={structure} status="success" error={null} onCalculate={vi.fn()} now={NOW} />);
    expect((screen.getByLabelText('Lot type') as HTMLSelectElement).value).toBe('regular');
    expect((screen.getByLabelText('Width (ft)') as HTMLInputElement).value).toBe('24');
    expect((screen.getByLabelText('Parcel line 1 label') as HTMLSelectElement).value).toBe('front');
    expect(screen.getByTestId('structure-stage').textContent).toBe('Calculated: v2: 2x10 joists');
    const rows = within(screen.getByTestId('structure-versions')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells[0]!.textContent)).toEqual(['v2', 'v1']);
    expect(rows[0]!.textContent).toContain('bracing overridden');
    const packages = screen.getByTestId('structure-packages');
    expect(packages.textContent).toContain('P-1-structure-v2-xbracing-details.pdf');
    expect((within(packages).getAllByRole('row').slice(1)[0] as HTMLTableRowElement).cells[0]!.textContent).toBe('P-1-v2');
  });

  it('edits inputs with the app rule (Enter commits, Escape reverts) and calculates with the edited inputs', async () => {
    const onCalculate = vi.fn(() => Promise.resolve());
    render(<StructureView projectId="P-1" structure={structure} status="success" error={null} onCalculate={onCalculate} now={NOW} />);
    const wind = screen.getByLabelText('Wind speed (mph)') as HTMLInputElement;
    fireEvent.change(wind, { target: { value: '140' } });
    fireEvent.keyDown(wind, { key: 'Escape' });
    expect(wind.value).toBe('100');
    expect(screen.queryByText('Discard changes')).toBeNull();
    fireEvent.change(wind, { target: { value: '130' } });
    fireEvent.keyDown(wind, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Override x-bracing'), { target: { value: 'false' } });
    fireEvent.click(screen.getByLabelText('Override seismic S1', { exact: false }));
    const s1 = screen.getByLabelText('Override seismic S1 (g)') as HTMLInputElement;
    fireEvent.change(s1, { target: { value: '0.9' } });
    fireEvent.blur(s1);
    expect(screen.getByText('Discard changes')).toBeTruthy();
    fireEvent.click(screen.getByText('Calculate'));
    await vi.waitFor(() => expect(onCalculate).toHaveBeenCalledTimes(1));
    expect(onCalculate).toHaveBeenCalledWith({ ...inputs, windSpeedMph: 130, overrideXbracing: false, overrideSeismicS1: 0.9 });
  });

  it('calculates with the stored inputs when nothing changed', async () => {
    const onCalculate = vi.fn(() => Promise.resolve());
    render(<StructureView projectId="P-1" structure={structure} status="success" error={null} onCalculate={onCalculate} now={NOW} />);
    fireEvent.click(screen.getByText('Calculate'));
    await vi.waitFor(() => expect(onCalculate).toHaveBeenCalledWith(undefined));
  });

  it('shows input problems and does not calculate invalid inputs', () => {
    render(<StructureView projectId="P-1" structure={structure} status="success" error={null} onCalculate={vi.fn()} now={NOW} />);
    fireEvent.change(screen.getByLabelText('Lot type'), { target: { value: 'corner' } });
    expect(screen.getByLabelText('Input problems').textContent).toContain('A corner lot has 2 front parcel lines (1 given)');
    expect((screen.getByText('Calculate') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Parcel line 2 label'), { target: { value: 'front' } });
    expect(screen.queryByLabelText('Input problems')).toBeNull();
    expect((screen.getByText('Calculate') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a running calculation and refuses a second start; a lapsed lease shows stalled', () => {
    const running = {
      ...structure,
      calculation: { status: 'inProgress' as const, substatus: 'sizing members', details: '', leaseUntil: '2026-11-24T10:05:00.000Z' },
    };
    const { rerender } = render(
      <StructureView projectId="P-1" structure={running} status="success" error={null} onCalculate={vi.fn()} now={NOW} />,
    );
    expect(screen.getByTestId('structure-stage').textContent).toBe('Calculating: sizing members');
    expect((screen.getByText('Calculate') as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <StructureView projectId="P-1" structure={running} status="success" error={null} onCalculate={vi.fn()} now={NOW + 3_600_000} />,
    );
    expect(screen.getByTestId('structure-stage').getAttribute('data-status')).toBe('stalled');
  });

  it('has clear empty, loading and error states', () => {
    const { rerender } = render(<StructureView projectId="P-9" structure={null} status="loading" error={null} onCalculate={vi.fn()} />);
    expect(screen.getByText('Loading the structure of P-9…')).toBeTruthy();
    rerender(<StructureView projectId="P-9" structure={null} status="error" error={new Error('denied')} onCalculate={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('denied');
    rerender(<StructureView projectId="P-9" structure={null} status="success" error={null} onCalculate={vi.fn()} />);
    expect(screen.getByText(/No structure calculation yet/)).toBeTruthy();
    expect(screen.getByText('No calculated version yet.')).toBeTruthy();
  });

  it('shows why a calculation could not start', async () => {
    const onCalculate = vi.fn(() => Promise.reject(new Error('structure/P-1 calculation is already in progress')));
    render(<StructureView projectId="P-1" structure={structure} status="success" error={null} onCalculate={onCalculate} now={NOW} />);
    fireEvent.click(screen.getByText('Calculate'));
    expect((await screen.findByRole('alert')).textContent).toContain('already in progress');
  });
});

const costs = (version: string, bath: number, deck?: number): CostsDoc => ({
  version,
  currency: 'USD',
  systems: {
    bath: { materialPerSqFt: bath, laborPerSqFt: 0, markupPercent: 0 },
    ...(deck === undefined ? {} : { deck: { materialPerSqFt: deck, laborPerSqFt: 0, markupPercent: 0 } }),
  },
});

describe('CostsView', () => {
  const docs = [costs('v1.2.0', 20, 5), costs('v1.10.0', 22), costs('v1.9.0', 25, 4)];

  it('shows the newest version against the one before with the change per system', () => {
    render(<CostsView costs={docs} status="success" error={null} />);
    expect((screen.getByLabelText('Costs version') as HTMLSelectElement).value).toBe('v1.10.0');
    const table = screen.getByTestId('costs-table');
    const bath = table.querySelector('tr[data-system="bath"]')!;
    expect([...bath.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['bath', '$25.00', '$22.00', '-$3.00', '-12.0%']);
    const deck = table.querySelector('tr[data-system="deck"]')!;
    expect(deck.textContent).toContain('removed');
  });

  it('shows the version asked for, and the first version without a change', () => {
    const onVersion = vi.fn();
    const { rerender } = render(<CostsView costs={docs} status="success" error={null} version="v1.9.0" onVersion={onVersion} />);
    const bath = screen.getByTestId('costs-table').querySelector('tr[data-system="bath"]')!;
    expect(bath.textContent).toContain('+$5.00');
    expect(bath.textContent).toContain('+25.0%');
    fireEvent.change(screen.getByLabelText('Costs version'), { target: { value: 'v1.2.0' } });
    expect(onVersion).toHaveBeenCalledWith('v1.2.0');
    rerender(<CostsView costs={docs} status="success" error={null} version="v1.2.0" />);
    expect(screen.getByText(/the first version with costs/)).toBeTruthy();
    expect(screen.getByTestId('costs-table').querySelectorAll('th')).toHaveLength(2);
  });

  it("shows a project's price with the previous version's total", () => {
    const price = {
      status: 'success' as const,
      price: {
        projectId: 'P-1',
        version: 'v1.10.0',
        currency: 'USD',
        lines: [{ system: 'bath', areaSqFt: 1000, costPerSqFt: 22, total: 22000 }],
        total: 22000,
        previous: { version: 'v1.9.0', total: 25000 },
      },
    };
    render(<CostsView costs={docs} status="success" error={null} projectId="P-1" price={price} />);
    expect(screen.getByTestId('price-total').textContent).toBe('$22,000.00');
    expect(screen.getByTestId('price-table').textContent).toContain('With v1.9.0: $25,000.00');
    expect(screen.getByTestId('price-table').textContent).toContain('-$3,000.00');
  });

  it('has clear empty, loading and error states', () => {
    const { rerender } = render(<CostsView costs={[]} status="loading" error={null} />);
    expect(screen.getByText('Loading the costs…')).toBeTruthy();
    rerender(<CostsView costs={[]} status="success" error={null} />);
    expect(screen.getByText('No build-spec version has costs yet.')).toBeTruthy();
    rerender(<CostsView costs={docs} status="success" error={null} projectId="P-1" price={{ status: 'error', error: 'No costs' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not price P-1: No costs');
  });
});
