import { describe, expect, it } from 'vitest';
import { commitValue, draftOf, parseNumberDraft } from './input-commit.js';

describe('commitValue: text', () => {
  it('commits the draft as typed', () => {
    expect(commitValue('text', 'Kitchen ', 'Bath')).toEqual({ commit: true, value: 'Kitchen ' });
  });

  it('commits an empty draft', () => {
    expect(commitValue('text', '', 'Bath')).toEqual({ commit: true, value: '' });
  });

  it('does not commit an unchanged draft', () => {
    expect(commitValue('text', 'Bath', 'Bath')).toEqual({ commit: false, value: 'Bath' });
  });
});

describe('commitValue: number', () => {
  it('converts the draft to a number', () => {
    expect(commitValue('number', '42', 7)).toEqual({ commit: true, value: 42 });
    expect(commitValue('number', ' -3.5 ', 7)).toEqual({ commit: true, value: -3.5 });
    expect(commitValue('number', '.25', 7)).toEqual({ commit: true, value: 0.25 });
    expect(commitValue('number', '1e3', 7)).toEqual({ commit: true, value: 1000 });
  });

  it('reverts a draft that is not a number (NaN) to the current value', () => {
    expect(commitValue('number', 'abc', 7)).toEqual({ commit: false, value: 7 });
    expect(commitValue('number', '12abc', 7)).toEqual({ commit: false, value: 7 });
    expect(commitValue('number', '0x10', 7)).toEqual({ commit: false, value: 7 });
  });

  it('reverts an empty draft instead of committing 0', () => {
    expect(commitValue('number', '', 7)).toEqual({ commit: false, value: 7 });
    expect(commitValue('number', '   ', 7)).toEqual({ commit: false, value: 7 });
  });

  it('reverts an infinite draft', () => {
    expect(commitValue('number', '1e999', 7)).toEqual({ commit: false, value: 7 });
    expect(commitValue('number', 'Infinity', 7)).toEqual({ commit: false, value: 7 });
  });

  it('does not commit the same number written differently', () => {
    expect(commitValue('number', '7.0', 7)).toEqual({ commit: false, value: 7 });
  });

  it('commits 0', () => {
    expect(commitValue('number', '0', 7)).toEqual({ commit: true, value: 0 });
  });
});

describe('parseNumberDraft and draftOf', () => {
  it('parses decimal drafts only', () => {
    expect(parseNumberDraft('+5')).toBe(5);
    expect(parseNumberDraft('5.')).toBe(5);
    expect(parseNumberDraft('.')).toBeNull();
    expect(parseNumberDraft('1,5')).toBeNull();
  });

  it('turns a value into the draft it reverts to', () => {
    expect(draftOf(12.5)).toBe('12.5');
    expect(draftOf('Bath')).toBe('Bath');
  });

  it('round-trips a number through draftOf without committing', () => {
    expect(commitValue('number', draftOf(0.1 + 0.2), 0.1 + 0.2).commit).toBe(false);
  });
});
