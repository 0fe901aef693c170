import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_NAMES, fieldSchema, schemaKeys, type CollectionName } from '@workhub/domain';
import type { z } from 'zod';

/**
 * firestore.rules' key lists against the collection registry (domain/src/collections): every
 * `hasOnly([...])`, `hasAll([...])`, `changesOnly([...])` and `keys().hasOnly([...])` names only
 * keys the collection's schema has, and the rule's whole-document `hasOnly` list is the registry's
 * browser key list. Needs no emulator: it reads the file.
 */

const RULES = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

/** Where each key list of the rules applies: the rule function (or match block) → collection and, for a settings group, its field. */
const KEY_LISTS: Record<string, { collection: CollectionName; field?: string; wholeDocument?: boolean }[]> = {
  'function validPresenceWrite': [{ collection: 'boardPresence', wholeDocument: true }],
  'function validWorkspaceWrite': [{ collection: 'workspaces', wholeDocument: true }],
  'function validBlockWorkspaceChange': [{ collection: 'workspaces' }],
  'match /workspaces/{workspaceId}': [{ collection: 'workspaces' }],
  'function validWorkspaceContentWrite': [{ collection: 'workspaceContent', wholeDocument: true }],
  'function validChangespaceWrite': [{ collection: 'changespaces', wholeDocument: true }],
  'function validBaseViewWrite': [{ collection: 'baseViews', wholeDocument: true }],
  'function validBaseSettings': [{ collection: 'settings', field: 'base' }],
  'function validPlumeSettings': [{ collection: 'settings', field: 'plume' }],
  'function validModelSettings': [
    { collection: 'settings', field: 'zoneLayout' },
    { collection: 'settings', field: 'sitePlan' },
  ],
  'function validItemTableSettings': [{ collection: 'settings', field: 'itemTable' }],
  'function validSettingsWrite': [{ collection: 'settings', wholeDocument: true }],
  'function validTagWrite': [{ collection: 'tags', wholeDocument: true }],
  'match /features/{flag}': [{ collection: 'features', wholeDocument: true }],
};

interface KeyList {
  header: string;
  kind: string;
  keys: string[];
}

/** The innermost function or match block around each position of the rules (by their braces). */
function enclosingHeaders(rules: string): (string | undefined)[] {
  const at: (string | undefined)[] = [];
  const stack: (string | undefined)[] = [];
  let from = 0;
  for (let i = 0; i < rules.length; i++) {
    const c = rules[i];
    // A block's braces follow whitespace; a match path's ({workspaceId}) follow '/' or a name.
    const block = /\s/.test(rules[i - 1] ?? ' ');
    if (c === '{' && block) {
      const head = /(function \w+|match \S+)\s*(\([^)]*\))?\s*$/.exec(rules.slice(from, i));
      stack.push(head?.[1] ?? stack.at(-1));
      from = i + 1;
    } else if (c === '}' && block) {
      stack.pop();
      from = i + 1;
    } else if (c === ';') from = i + 1;
    at.push(stack.at(-1));
  }
  return at;
}

/** Every literal key list in the rules, with the function or match block it is written in. */
function keyLists(rules: string): KeyList[] {
  const found: KeyList[] = [];
  const headers = enclosingHeaders(rules);
  const pattern = /(hasOnly|hasAll|changesOnly)\(\[([^\]]*)\]\)/g;
  for (const m of rules.matchAll(pattern)) {
    const header = headers[m.index] ?? '(top)';
    const keys = [...m[2]!.matchAll(/'([^']*)'/g)].map((k) => k[1]!);
    found.push({ header, kind: m[1]!, keys });
  }
  return found;
}

const targetSchema = (collection: CollectionName, field?: string): z.ZodType | undefined => {
  const schema = COLLECTIONS[collection].schema as z.ZodType;
  return field ? fieldSchema(schema, field) : schema;
};

const browserKeys = (collection: CollectionName): readonly string[] | undefined =>
  (COLLECTIONS[collection].writtenBy as readonly { by: string; keys?: readonly string[] }[]).find((w) => w.by === 'browser')?.keys;

describe('firestore.rules key lists against the collection registry', () => {
  const lists = keyLists(RULES);

  it('finds the rules’ key lists, each in a function or match block the table knows', () => {
    expect(lists.length).toBeGreaterThan(10);
    for (const list of lists) expect(Object.keys(KEY_LISTS), `${list.kind} in ${list.header}`).toContain(list.header);
  });

  it.each(lists.map((l) => [`${l.header} ${l.kind}`, l] as const))('%s: only keys of the registry schema', (_name, list) => {
    for (const target of KEY_LISTS[list.header] ?? []) {
      const schema = targetSchema(target.collection, target.field);
      expect(schema, `${target.collection}${target.field ? `.${target.field}` : ''} has a schema`).toBeDefined();
      const keys = schemaKeys(schema!);
      expect(keys, `${target.collection}${target.field ? `.${target.field}` : ''}: a schema with named keys`).toBeDefined();
      for (const key of list.keys) expect(keys, `${target.collection}${target.field ? `.${target.field}` : ''}: '${key}'`).toContain(key);
    }
  });

  it('each whole-document hasOnly list is the registry’s browser key list of that collection', () => {
    for (const list of lists.filter((l) => l.kind === 'hasOnly' || l.header === 'match /features/{flag}')) {
      for (const target of (KEY_LISTS[list.header] ?? []).filter((t) => t.wholeDocument)) {
        expect([...(browserKeys(target.collection) ?? [])].sort(), `${target.collection} (${list.header})`).toEqual([...list.keys].sort());
      }
    }
  });

  it('every collection the registry says the browser writes has its key list in the rules', () => {
    const ruled = new Set(Object.values(KEY_LISTS).flatMap((targets) => targets.filter((t) => t.wholeDocument).map((t) => t.collection)));
    const written = COLLECTION_NAMES.filter((name) => browserKeys(name) !== undefined && browserKeys(name)!.length > 0);
    expect(written.filter((name) => !ruled.has(name))).toEqual([]);
  });

  it('fails on a key the schema does not have (the check is live)', () => {
    const schema = targetSchema('tags')!;
    expect(schemaKeys(schema)).not.toContain('forged');
    expect(schemaKeys(targetSchema('settings', 'plume')!)).toEqual(['logLevel', 'devWriteLogs', 'runAsJob']);
  });
});
