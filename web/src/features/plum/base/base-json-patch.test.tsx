// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BaseSpecContent } from '@workhub/domain';

const api = vi.hoisted(() => ({ workspace: vi.fn(), saveSpec: vi.fn(), patchWorkspace: vi.fn() }));
vi.mock('./base-spec-api', () => ({ baseSpecApi: api }));
const { useBaseWorkspaceStore } = await import('./base-workspace-store');
const { BaseJsonPatch, patchTextProblem } = await import('./base-json-patch');

afterEach(cleanup);

const SPEC = {
  layers: { 'design/walls': { color: '#1565c0', counts: ['count'], uom: 'ft' } },
  themes: {},
  goals: [],
  order: ['design/walls'],
  systems: {},
  properties: {},
} as unknown as BaseSpecContent;
const PATCH = '[{ "op": "replace", "path": "/layers/design~1walls/color", "value": "#000000" }]';

beforeEach(async () => {
  vi.clearAllMocks();
  useBaseWorkspaceStore.getState().reset();
  api.workspace.mockResolvedValueOnce({ workspace: { id: 'w1' }, content: SPEC });
  await useBaseWorkspaceStore.getState().open('w1');
});

describe('patchTextProblem', () => {
  it('takes a non-empty JSON list only', () => {
    expect(patchTextProblem(PATCH)).toBeNull();
    expect(patchTextProblem('{')).toMatch(/^Not JSON/);
    expect(patchTextProblem('{}')).toMatch(/non-empty JSON list/);
    expect(patchTextProblem('[]')).toMatch(/non-empty JSON list/);
  });
});

describe('BaseJsonPatch (PATCH /base/workspace on the base-spec draft)', () => {
  it('applies the patch and shows the draft the service answered', async () => {
    const patched = { ...SPEC, layers: { 'design/walls': { color: '#000000', counts: ['count'], uom: 'ft' } } };
    api.patchWorkspace.mockResolvedValue({ workspace: { id: 'w1' }, spec: patched });
    render(<BaseJsonPatch mayChange refusal="no" />);
    fireEvent.change(screen.getByLabelText('JSON patch'), { target: { value: PATCH } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply patch' }));
    expect((await screen.findByRole('status')).textContent).toBe(' Applied one operation.');
    expect(api.patchWorkspace).toHaveBeenCalledWith('w1', PATCH);
    expect(useBaseWorkspaceStore.getState().current).toEqual(patched);
  });

  it('keeps the draft when the service refuses (the toast says why)', async () => {
    api.patchWorkspace.mockRejectedValue(new Error('Operation 0 (replace /x) does not apply'));
    render(<BaseJsonPatch mayChange refusal="no" />);
    fireEvent.change(screen.getByLabelText('JSON patch'), { target: { value: PATCH } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply patch' }));
    await vi.waitFor(() => expect(useBaseWorkspaceStore.getState().error?.message).toContain('does not apply'));
    expect(useBaseWorkspaceStore.getState().current).toEqual(SPEC);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is disabled with the reason for someone who may not change the draft, and while edits are unsaved', () => {
    render(<BaseJsonPatch mayChange={false} refusal="Only eero (who started it) or a workspace admin can change this draft" />);
    const button = screen.getByRole('button', { name: 'Apply patch' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('Only eero (who started it) or a workspace admin can change this draft');
    cleanup();
    act(() => useBaseWorkspaceStore.setState({ current: { ...SPEC, goals: [] } }));
    render(<BaseJsonPatch mayChange refusal="no" />);
    fireEvent.change(screen.getByLabelText('JSON patch'), { target: { value: PATCH } });
    expect(screen.getByRole('button', { name: 'Apply patch' }).getAttribute('title')).toBe('Wait until the draft is saved');
    expect(api.patchWorkspace).not.toHaveBeenCalled();
  });
});
