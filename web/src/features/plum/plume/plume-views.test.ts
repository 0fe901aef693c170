import { describe, expect, it } from 'vitest';
import { decodePanes, encodePanes } from '@workhub/domain';
import { PLUME_KNOWN, paneSwitchedTo, panesShowingRun, resolvePlumePanes } from './plume-views';

describe('resolvePlumePanes', () => {
  it('shows the defaults when the address names nothing: run, log, compare; the floating pane closed', () => {
    const panes = resolvePlumePanes({});
    expect(panes.centre).toEqual({ view: 'run' });
    expect(panes.right).toEqual({ view: 'log' });
    expect(panes.bottom).toEqual({ view: 'compare' });
    expect(panes.floating).toEqual({ view: null });
  });

  it("run views without a run of their own follow the centre pane's run; other views do not take it", () => {
    const panes = resolvePlumePanes({ centre: { runId: 'r1' }, bottom: { view: 'costs' }, floating: { view: 'settings' } });
    expect(panes.centre).toEqual({ view: 'run', runId: 'r1' });
    expect(panes.right).toEqual({ view: 'log', runId: 'r1' });
    expect(panes.bottom).toEqual({ view: 'costs' });
    expect(panes.floating).toEqual({ view: 'settings' });
  });

  it("a pane's own run wins; properties its view does not read are dropped; an unknown view is the default", () => {
    const panes = resolvePlumePanes({
      centre: { view: 'run', runId: 'r1', projectId: 'P-1' },
      right: { view: 'compare', runId: 'r2', with: 'r0', version: 'v1' },
      bottom: { view: 'nonsense', runId: 'r3' },
    });
    expect(panes.centre).toEqual({ view: 'run', runId: 'r1' });
    expect(panes.right).toEqual({ view: 'compare', runId: 'r2', with: 'r0' });
    expect(panes.bottom).toEqual({ view: 'compare', runId: 'r3' });
  });

  it('a floating pane with an unknown view stays closed', () => {
    expect(resolvePlumePanes({ floating: { view: 'nope' } }).floating.view).toBeNull();
  });
});

describe('paneSwitchedTo', () => {
  it('keeps what the new view reads, takes the run and project from the context, drops the rest', () => {
    expect(paneSwitchedTo('log', { view: 'run', runId: 'r1' }, { runId: 'r9' })).toEqual({ view: 'log', runId: 'r1' });
    expect(paneSwitchedTo('compare', undefined, { runId: 'r9' })).toEqual({ view: 'compare', runId: 'r9' });
    expect(paneSwitchedTo('structure', { view: 'run', runId: 'r1' }, { runId: 'r1', projectId: 'P-7' })).toEqual({
      view: 'structure',
      projectId: 'P-7',
    });
    expect(paneSwitchedTo('costs', { view: 'compare', runId: 'r1', with: 'r0' }, { runId: 'r1' })).toEqual({ view: 'costs' });
    expect(paneSwitchedTo('settings', { view: 'log', runId: 'r1' }, {})).toEqual({ view: 'settings' });
  });
});

describe('panesShowingRun', () => {
  it('puts the run in the centre, its log on the right, its comparison at the bottom; keeps the floating pane', () => {
    const panes = panesShowingRun({ centre: { view: 'costs' }, floating: { view: 'settings' } }, 'run-1');
    expect(panes).toEqual({
      centre: { view: 'run', runId: 'run-1' },
      right: { view: 'log', runId: 'run-1' },
      bottom: { view: 'compare', runId: 'run-1' },
      floating: { view: 'settings' },
    });
  });

  it('round-trips through the address (ids with dashes, dots and underscores)', () => {
    const panes = panesShowingRun({ floating: { view: 'structure', projectId: 'P-0012' } }, 'gen_2026-11-24.a');
    const text = encodePanes('plume', panes);
    expect(decodePanes('plume', text, PLUME_KNOWN)).toEqual(panes);
    expect(resolvePlumePanes(decodePanes('plume', text, PLUME_KNOWN))).toEqual(resolvePlumePanes(panes));
  });
});
