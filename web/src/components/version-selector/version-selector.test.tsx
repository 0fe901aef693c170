// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { VersionSelector } from './version-selector';
import { readVersionList, versionRows } from './version-rows';

afterEach(cleanup);

const VERSIONS = [
  'v1.0.0',
  'v1.0.1',
  'v1.1.0',
  'v1.1.1',
  'v1.1.2',
  'v2.0.0',
  'v2.0.1',
  'v2.1.0',
  'v3.0.0',
  'v3.1.0',
  'v3.1.1',
  'v3.2.0',
  'v3.2.1',
];

const optionTexts = () => screen.getAllByRole('option').map((o) => (o.querySelector('.version-text') ?? o).textContent);

function renderSelector(props: Partial<Parameters<typeof VersionSelector>[0]> = {}) {
  const onChange = vi.fn();
  render(<VersionSelector versions={VERSIONS} value="v3.2.1" onChange={onChange} {...props} />);
  return { onChange, input: screen.getByRole('combobox', { name: 'Version' }) as HTMLInputElement };
}

describe('versionRows', () => {
  it('groups by minor version, newest first, with older patches behind ...', () => {
    const rows = versionRows(readVersionList([...VERSIONS].reverse()), { showAll: false, expanded: new Set(), query: '' });
    expect(rows.map((r) => (r.kind === 'version' ? r.version : r.kind === 'more' ? `...${r.minor}(${r.hidden})` : 'toggle'))).toEqual([
      'v3.2.1',
      '...v3.2(1)',
      'v3.1.1',
      '...v3.1(1)',
      'v3.0.0',
      'v2.1.0',
      'v2.0.1',
      '...v2.0(1)',
      'v1.1.2',
      '...v1.1(2)',
      'v1.0.1',
      '...v1.0(1)',
      'toggle',
    ]);
    expect(rows[0]).toMatchObject({ latest: true });
    expect(rows.filter((r) => r.kind === 'version' && r.latest)).toHaveLength(1);
  });

  it('expands one minor, shows all, filters, and strikes through missing versions', () => {
    const list = readVersionList(VERSIONS.map((version) => ({ version, label: version === 'v2.0.0' ? 'Major release' : '' })));
    const expanded = versionRows(list, { showAll: false, expanded: new Set(['v1.1']), query: '' });
    const versionsOf = (rows: typeof expanded) => rows.flatMap((r) => (r.kind === 'version' ? [r.version] : []));
    expect(versionsOf(expanded).slice(-4)).toEqual(['v1.1.2', 'v1.1.1', 'v1.1.0', 'v1.0.1']);
    expect(expanded.find((r) => r.kind === 'version' && r.version === 'v1.1.0')).toMatchObject({ patch: true });
    expect(versionsOf(versionRows(list, { showAll: true, expanded: new Set(), query: '' }))).toEqual([...VERSIONS].reverse());
    expect(versionsOf(versionRows(list, { showAll: false, expanded: new Set(), query: '3.1' }))).toEqual(['v3.1.1', 'v3.1.0']);
    expect(versionsOf(versionRows(list, { showAll: false, expanded: new Set(), query: 'major' }))).toEqual(['v2.0.0']);
    const struck = versionRows(list, { showAll: true, expanded: new Set(), query: '', missing: new Set(['v1.0.0', 'v3.2.1']) });
    expect(struck.flatMap((r) => (r.kind === 'version' && r.missing ? [r.version] : []))).toEqual(['v3.2.1', 'v1.0.0']);
  });

  it('drops texts naming no version and duplicates', () => {
    expect(readVersionList(['v1.0.0', 'draft', 'v1.0.0', '2.0']).options.map((o) => o.version)).toEqual(['2.0', 'v1.0.0']);
  });
});

describe('VersionSelector', () => {
  it('shows the chosen version with its label and the default height 30', () => {
    renderSelector();
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('v3.2.1');
    expect(screen.getByText('latest')).toBeTruthy();
    expect((screen.getByRole('combobox').parentElement as HTMLElement).style.height).toBe('30px');
  });

  it('a chosen older patch opens its minor', () => {
    const { input } = renderSelector({ value: 'v1.1.0' });
    fireEvent.click(input);
    expect(optionTexts().slice(-6)).toEqual(['v1.1.2', 'v1.1.1', 'v1.1.0', 'v1.0.1', '...', 'Show all (13)']);
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('v1.1.0');
  });

  it('opens grouped; ... shows the patches of that minor; show all lists every version', () => {
    const { input, onChange } = renderSelector();
    fireEvent.click(input);
    const list = screen.getByRole('listbox');
    expect(list.style.maxHeight).toBe('200px');
    expect(optionTexts()).toContain('...');
    expect(optionTexts()).not.toContain('v1.1.0');
    // The '...' after v1.1.2 folds v1.1.1 and v1.1.0.
    fireEvent.click(within(list).getByLabelText('2 older patches of v1.1'));
    expect(optionTexts()).toEqual(expect.arrayContaining(['v1.1.1', 'v1.1.0']));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(within(list).getByText('Show all (13)'));
    expect(optionTexts().filter((t) => t?.startsWith('v'))).toHaveLength(13);
    expect(optionTexts()).not.toContain('...');
    fireEvent.click(within(list).getByText('v1.0.1'));
    expect(onChange).toHaveBeenCalledWith('v1.0.1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('strikes through versions lacking the item, in the list and in the field', () => {
    renderSelector({ missing: ['v3.2.1', 'v1.0.1'], value: 'v3.2.1' });
    const input = screen.getByRole('combobox');
    expect(input.className).toContain('missing');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(input);
    const struck = screen.getAllByRole('option').filter((o) => o.hasAttribute('data-missing'));
    expect(struck.map((o) => o.querySelector('s')?.textContent)).toEqual(['v3.2.1', 'v1.0.1']);
    const present = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('v3.1.1'))!;
    expect(present.querySelector('s')).toBeNull();
  });

  it('is usable by keyboard: arrows, Enter on ... and on a version, Escape, typing filters', () => {
    const { input, onChange } = renderSelector({ value: 'v3.2.1' });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const activeText = () => document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent;
    // The chosen row is active; the older patch of its minor stays folded.
    expect(activeText()).toMatch(/^v3\.2\.1/);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeText()).toMatch(/^\.\.\.1 older patch of v3\.[12]$/);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeText()).toMatch(/^\.\.\.1 older patch of v3\.[12]$/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(activeText()).toMatch(/^v3\.1\.0/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('v3.1.0');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: '2' });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '2.0' } });
    expect(optionTexts()).toEqual(['v2.0.1', 'v2.0.0']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('v2.0.0');
    fireEvent.change(input, { target: { value: '9.9' } });
    expect(screen.getByText(/No version matches/)).toBeTruthy();
  });

  it('renders only the rows in view for thousands of versions', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `v${Math.floor(i / 100)}.${Math.floor(i / 10) % 10}.${i % 10}`);
    const onChange = vi.fn();
    render(<VersionSelector versions={many} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('value')).toBe('v19.9.9');
    fireEvent.click(input);
    const activeText = () => document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent;
    fireEvent.keyDown(input, { key: 'End' });
    expect(activeText()).toBe('Show all (2000)');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getAllByRole('option').length).toBeLessThan(40);
    fireEvent.keyDown(input, { key: 'End' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('Group by minor version');
  });
});
