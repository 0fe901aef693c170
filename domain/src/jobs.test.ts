import { describe, expect, it } from 'vitest';
import { canPromote, jobDocumentSchema, jobFromStored, jobIdFromTitle, planJobSave, sortJobs, type Job } from './jobs';

const now = new Date('2026-11-22T10:00:00Z');

describe('jobIdFromTitle', () => {
  it('camel-cases the words of the title', () => {
    expect(jobIdFromTitle('Senior Site Engineer')).toBe('seniorSiteEngineer');
    expect(jobIdFromTitle('  CNC operator (night shift) ')).toBe('cncOperatorNightShift');
    expect(jobIdFromTitle('Módulo Técnico 2')).toBe('moduloTecnico2');
    expect(jobIdFromTitle('!!!')).toBe('');
  });
});

describe('jobFromStored', () => {
  it('reads the legacy experience field as qualifications', () => {
    expect(jobFromStored('a', { title: 'A', experience: '5 years' })).toEqual({ id: 'a', title: 'A', qualifications: '5 years' });
  });
  it('prefers qualifications over experience', () => {
    expect(jobFromStored('a', { title: 'A', experience: 'old', qualifications: 'new' }).qualifications).toBe('new');
  });
  it('keeps publicAt only when set', () => {
    expect(jobFromStored('a', { title: 'A', publicAt: '' }).publicAt).toBeUndefined();
    expect(jobFromStored('a', { title: 'A', publicAt: '2026-01-01T00:00:00.000Z' }).publicAt).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('sortJobs and canPromote', () => {
  const jobs: Job[] = [
    { id: 'b', title: 'B', publicAt: '2026-01-01T00:00:00.000Z' },
    { id: 'a', title: 'A' },
    { id: 'c', title: 'C', publicAt: '2026-03-01T00:00:00.000Z' },
    { id: 'd', title: 'D' },
  ];
  it('puts the newest first and unpublished last by title', () => {
    expect(sortJobs(jobs).map((j) => j.id)).toEqual(['c', 'b', 'a', 'd']);
  });
  it('offers promote on every job but the newest', () => {
    const sorted = sortJobs(jobs);
    expect(sorted.map((j) => canPromote(sorted, j))).toEqual([false, true, true, true]);
  });
  it('offers promote on every job, the first by title too, when none is published', () => {
    const drafts = sortJobs([
      { id: 'b', title: 'B' },
      { id: 'a', title: 'A' },
    ]);
    expect(drafts.map((j) => [j.id, canPromote(drafts, j)])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });
});

describe('jobDocumentSchema', () => {
  it('reads a stored job with its id, legacy experience as qualifications', () => {
    expect(jobDocumentSchema.parse({ id: 'x', title: 'X', experience: 'Ten years' })).toEqual({
      id: 'x',
      title: 'X',
      qualifications: 'Ten years',
    });
  });
  it('reads the current shape as is, and refuses one written by a newer WorkHub with a clear message', () => {
    expect(jobDocumentSchema.parse({ id: 'x', title: 'X', qualifications: 'Q', schemaVersion: 1 })).toEqual({
      id: 'x',
      title: 'X',
      qualifications: 'Q',
    });
    const newer = jobDocumentSchema.safeParse({ id: 'x', title: 'X', schemaVersion: 2 });
    expect(newer.success).toBe(false);
    expect(newer.error?.issues[0]?.message).toContain('written by a newer WorkHub (schema version 2');
  });
  it('refuses a document that is not a job', () => {
    expect(jobDocumentSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(jobDocumentSchema.safeParse({ id: 'x', title: 3 }).success).toBe(false);
  });
});

describe('planJobSave', () => {
  const published: Job = { id: 'siteEngineer', title: 'Site Engineer', skills: 'CAD', publicAt: '2026-01-01T00:00:00.000Z' };

  it('renames the id when the title changes', () => {
    const plan = planJobSave(published, { title: 'Lead Site Engineer', skills: 'CAD', qualifications: '' }, now);
    expect(plan.$set).toEqual({ title: 'Lead Site Engineer', id: 'leadSiteEngineer' });
  });

  it('keeps the id when the new title camel-cases the same', () => {
    const plan = planJobSave(published, { title: 'site engineer', skills: 'CAD', qualifications: '' }, now);
    expect(plan.$set).toEqual({ title: 'site engineer' });
  });

  it('removes skills when saved empty', () => {
    const plan = planJobSave(published, { title: 'Site Engineer', skills: '  ', qualifications: '' }, now);
    expect(plan).toEqual({ $set: {}, $unset: { skills: '' } });
  });

  it('sets publicAt on the first save that sets a non-empty value on an unpublished job', () => {
    const draft: Job = { id: 'welder', title: 'Welder' };
    expect(planJobSave(draft, { title: 'Welder', skills: 'MIG', qualifications: '' }, now).$set).toEqual({
      skills: 'MIG',
      publicAt: now.toISOString(),
    });
  });

  it('does not set publicAt when the save sets nothing non-empty', () => {
    const draft: Job = { id: 'welder', title: 'Welder', skills: 'MIG' };
    expect(planJobSave(draft, { title: 'Welder', skills: '', qualifications: '' }, now)).toEqual({ $set: {}, $unset: { skills: '' } });
  });

  it('does not move publicAt of a published job', () => {
    expect(planJobSave(published, { title: 'Site Engineer', skills: 'CAD, BIM', qualifications: '' }, now).$set).toEqual({
      skills: 'CAD, BIM',
    });
  });

  it('writes qualifications under their new name and drops the legacy field', () => {
    const legacy = jobFromStored('fitter', { title: 'Fitter', experience: '2 years', publicAt: '2026-01-01T00:00:00.000Z' });
    expect(planJobSave(legacy, { title: 'Fitter', skills: '', qualifications: '3 years' }, now)).toEqual({
      $set: { qualifications: '3 years' },
      $unset: { experience: '' },
    });
  });
});
