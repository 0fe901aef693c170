/**
 * One clock (issue 27, item 2): every time WorkHub shows is written by domain formatUtc
 * ('yyyy-MM-dd HH:mm:ss' from UTC, core spec section 9; domain/src/time.ts). This test reads the
 * sources of the pages, the domain, the functions and collab-server and refuses any other way of
 * writing a time: the browser's locale (toLocaleString of a date, toLocaleDateString,
 * toLocaleTimeString, Intl.DateTimeFormat), date libraries (date-fns, dayjs, moment), local-time
 * getters, and ISO strings cut by hand. Each exception is listed below with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = ['web/src', 'domain/src', 'functions/src', 'collab-server/src'];

/** Each way of writing a time other than formatUtc, by name. */
export const REFUSED: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'toLocaleDateString', pattern: /\.toLocaleDateString\(/ },
  { name: 'toLocaleTimeString', pattern: /\.toLocaleTimeString\(/ },
  { name: 'Intl.DateTimeFormat', pattern: /Intl\.(DateTimeFormat|RelativeTimeFormat)\b/ },
  // A bare toLocaleString follows the browser's locale (a date or a number alike).
  { name: 'toLocaleString() without a locale', pattern: /\.toLocaleString\(\s*\)/ },
  // A toLocaleString with date or time options writes a date.
  {
    name: 'toLocaleString of a date',
    pattern: /\.toLocaleString\([^)]*\b(year|month|day|weekday|hour|minute|second|timeZone|dateStyle|timeStyle)\b/,
  },
  { name: 'a date library', pattern: /from ['"](date-fns|date-fns-tz|dayjs|moment|luxon)(\/[^'"]*)?['"]/ },
  { name: 'a local-time getter', pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(\)/ },
  { name: 'an ISO string cut by hand', pattern: /toISOString\(\)\.(slice|substring|substr|split)\(/ },
  { name: 'an ISO string cut by hand', pattern: /\.slice\(0, ?1[0-9]\)\.replace\(['"]T['"]/ },
  {
    name: 'a stored time cut by hand',
    pattern: /\b\w*(created|updated|modified|released|At|\.at)\.(slice|substring)\(0, ?(10|16|19)\)/,
  },
  { name: 'the one format cut', pattern: /formatUtc\([^)]*\)\.(slice|substring)\(/ },
];

/** Files allowed to do one of the refused things, each with why. */
export const ALLOWED: Readonly<Record<string, string>> = {
  'domain/src/time.ts': 'the one formatter itself (formatUtc, formatUtcDay)',
  'functions/src/engines/purchasing.ts':
    "the ERP's schedule_date is a wire value in the ERP's own date format (yyyy-MM-dd), not a time shown to anyone",
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

/** Every refused line of a source: 'path:line: name: text'. */
export function refusedLines(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments name the refused calls
    for (const { name, pattern } of REFUSED) {
      if (pattern.test(line)) found.push(`${path}:${i + 1}: ${name}: ${line.trim()}`);
    }
  });
  return found;
}

describe('one clock', () => {
  it('refuses each way of writing a time other than formatUtc', () => {
    const refused = (code: string) => refusedLines('x.tsx', code).map((l) => l.split(': ')[1]);
    expect(refused("const t = new Date(at).toLocaleString('en-US', { month: 'short', hour: '2-digit' });")).toEqual([
      'toLocaleString of a date',
    ]);
    expect(refused('const t = when.toLocaleString();')).toEqual(['toLocaleString() without a locale']);
    expect(refused('const t = d.toLocaleDateString();')).toEqual(['toLocaleDateString']);
    expect(refused("const t = d.toLocaleTimeString('en-US');")).toEqual(['toLocaleTimeString']);
    expect(refused("const f = new Intl.DateTimeFormat('en-US');")).toEqual(['Intl.DateTimeFormat']);
    expect(refused("import { format } from 'date-fns';")).toEqual(['a date library']);
    expect(refused('const h = d.getHours();')).toEqual(['a local-time getter']);
    expect(refused('const day = new Date().toISOString().slice(0, 10);')).toEqual(['an ISO string cut by hand']);
    expect(refused("const t = iso.slice(0, 16).replace('T', ' ');")).toEqual(['an ISO string cut by hand']);
    expect(refused('<span>{meta.created.slice(0, 10)}</span>')).toEqual(['a stored time cut by hand']);
    expect(refused('<td>{formatUtc(r.released).slice(0, 10)}</td>')).toEqual(['the one format cut']);
  });

  it('accepts numbers written for en-US and the one formatter', () => {
    expect(refusedLines('x.tsx', "const n = count.toLocaleString('en-US', { maximumFractionDigits: 2 });")).toEqual([]);
    expect(refusedLines('x.tsx', '<td>{formatUtc(r.released)} UTC</td>')).toEqual([]);
    expect(refusedLines('x.tsx', "const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });")).toEqual([]);
  });

  it('no source writes a time except through formatUtc (or an allowed file, with its reason)', () => {
    const files = SOURCES.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const refused = files
      .filter((f) => !Object.hasOwn(ALLOWED, f))
      .flatMap((f) => refusedLines(relative(ROOT, join(ROOT, f)), readFileSync(join(ROOT, f), 'utf8')));
    expect(refused).toEqual([]);
  });

  it('every allowed file exists and still needs its exception', () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(reason.length).toBeGreaterThan(10);
      expect(refusedLines(file, readFileSync(join(ROOT, file), 'utf8')).length, file).toBeGreaterThan(0);
    }
  });
});
