import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '@workhub/domain';
import {
  OTHER,
  WHO,
  baseViewDoc,
  signedInAgo,
  blockContentDoc,
  blockWorkspaceDoc,
  changespaceDoc,
  settingsDoc,
  spaceContentChunkDoc,
  spaceWorkspaceDoc,
  tagDoc,
  workspaceContentDoc,
  workspaceDoc,
  type Data,
  type Db,
  type RulesHarness,
} from './support';

/**
 * What the access matrix does not show: document shapes (whitelisted keys and types), fields
 * nobody may forge or change, soft delete and visibility of deleted workspaces, and odd tokens.
 * Each denial sits next to an allowed control built from the same valid document.
 */

/** Registers the shape and edge-case tests (the file that calls this owns the environment). */
export function shapeTests(rules: () => RulesHarness): void {
  const ME = WHO.staff.user; // eero, plain staff
  const staff = () => rules().db('staff');
  const softwareEng = () => rules().db('softwareEng');
  const admin = () => rules().db('workspaceAdmin');
  const outsider = () => rules().db('outsider');
  const zaha = () => rules().dbFor(OTHER.uid, OTHER.token);
  const deleteField = () => firebase.firestore.FieldValue.delete();

  function without(data: Data, key: string): Data {
    const copy = { ...data };
    delete copy[key];
    return copy;
  }

  const ids = (snapshot: firebase.firestore.QuerySnapshot) => snapshot.docs.map((d) => d.id).sort();

  describe('identity', () => {
    beforeEach(() => rules().seed({ 'jobs/j1': { title: 'Site lead' }, 'workspaces/ws-other': workspaceDoc('ws-other', OTHER.user) }));

    it('staff read a service collection (control)', async () => {
      await assertSucceeds(staff().doc('jobs/j1').get());
    });

    it('role claims without `allowed` make nobody staff', async () => {
      const db = rules().dbFor('u-mallory', { email: 'mallory@outside.example', isSoftwareEng: true, isWorkspaceAdmin: true });
      await assertFails(db.doc('jobs/j1').get());
      await assertFails(db.doc('workspaces/ws-other').update({ deleted: true }));
    });

    it('`allowed` must be the boolean true, not a string', async () => {
      await assertFails(rules().dbFor('u-eve', { email: 'eve@modulr.example', allowed: 'true' }).doc('jobs/j1').get());
    });

    it('a staff token without an email is nobody (it has no user to be)', async () => {
      const db = rules().dbFor('u-noemail', { allowed: true, user: '' });
      await assertFails(db.doc('jobs/j1').get());
      await assertFails(db.doc('workspaces/ws-1').set(workspaceDoc('ws-1', '')));
    });

    it('one identity per person: the token must carry the user name registered to its email', async () => {
      const token = { ...WHO.softwareEng.token, isWorkspaceAdmin: true };
      const withoutUser = { ...token, user: undefined };
      await assertSucceeds(rules().dbFor('u-ada', token).doc('jobs/j1').get());
      await assertFails(rules().dbFor('u-ada', withoutUser).doc('jobs/j1').get());
      // Another person's name (only the sign-in mints the claim, after registering it) is refused.
      await assertFails(
        rules()
          .dbFor('u-ada', { ...token, user: 'zaha' })
          .doc('jobs/j1')
          .get(),
      );
      await assertFails(rules().dbFor('u-ada', withoutUser).doc('workspaces/ws-other').update({ deleted: true }));
      // The name is the email's part before the @ in lower case.
      await assertSucceeds(
        rules()
          .dbFor('u-ada', { ...token, email: 'Ada@Modulr.example', user: 'ada' })
          .doc('jobs/j1')
          .get(),
      );
    });

    it('a session ends 7 days after its sign-in (auth_time), whatever its claims', async () => {
      const token = (age: number) => ({ ...WHO.softwareEng.token, isWorkspaceAdmin: true, auth_time: signedInAgo(age) });
      const justInside = rules().dbFor('u-ada', token(SESSION_MAX_AGE_MS - 60_000));
      const justOver = rules().dbFor('u-ada', token(SESSION_MAX_AGE_MS + 60_000));
      await assertSucceeds(justInside.doc('jobs/j1').get());
      await assertSucceeds(justInside.doc('workspaces/ws-other').get());
      await assertFails(justOver.doc('jobs/j1').get());
      await assertFails(justOver.doc('workspaces/ws-other').update({ deleted: true }));
      await assertFails(justOver.doc('settings/u-ada').set(settingsDoc()));
    });

    it('a token without a numeric auth_time is nobody', async () => {
      await assertFails(
        rules()
          .dbFor('u-eve', { email: 'eve@modulr.example', allowed: true, user: 'eve', auth_time: 'yesterday' as unknown as number })
          .doc('jobs/j1')
          .get(),
      );
    });

    it('the rules and the domain agree on the maximum session age', () => {
      expect(readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8')).toContain(`<= ${SESSION_MAX_AGE_MS};`);
    });

    it('a software engineer is not a workspace admin unless the token says so', async () => {
      await assertFails(softwareEng().doc('workspaces/ws-other').update({ deleted: true }));
    });
  });

  describe('unmatched paths are denied', () => {
    it.each([
      ['a collection no rule names', 'secrets/s1'],
      ['the plum/base document itself', 'plum/base'],
      ['a sub-collection of a service collection', 'projects/p1/notes/n1'],
      ['a sub-collection of a tag', 'tags/Bv3,2,1-1/history/h1'],
    ])('%s', async (_label, path) => {
      await rules().seed({ [path]: { any: 'thing' } });
      await assertFails(admin().doc(path).get());
      await assertFails(admin().doc(path).set({ any: 'thing else' }));
    });
  });

  describe('workspaces: create', () => {
    const valid = () => workspaceDoc('ws-1', ME);
    const create = (data: Data, db: Db = staff()) => db.doc('workspaces/ws-1').set(data);

    it('accepts a valid workspace with every optional key', async () => {
      await assertSucceeds(create(workspaceDoc('ws-1', ME, { user: ME, units: 'in', s3Name: 'workspaces/ws-1.json' })));
    });

    it('accepts a class-part workspace without projectId', async () => {
      await assertSucceeds(create(without(valid(), 'projectId')));
    });

    it('denies a block workspace, even a perfect one: the base service makes them from the block', async () => {
      await assertFails(staff().doc('workspaces/bw-1').set(blockWorkspaceDoc('bw-1', ME)));
      await assertFails(admin().doc('workspaces/bw-1').set(blockWorkspaceDoc('bw-1', WHO.workspaceAdmin.user)));
    });

    it('denies a schema version on a class-part workspace (only block workspaces are versioned)', async () => {
      await assertFails(create(workspaceDoc('ws-1', ME, { schemaVersion: 1 })));
    });

    it('accepts editors as a list of user names (who may co-edit besides the creator), empty too', async () => {
      await assertSucceeds(create(workspaceDoc('ws-1', ME, { editors: ['ada', 'zaha'] })));
      await assertSucceeds(create(workspaceDoc('ws-1', ME, { editors: [] })));
    });

    it('accepts workspaceType classPart (control)', async () => {
      await assertSucceeds(create(workspaceDoc('ws-1', ME, { workspaceType: 'classPart' })));
    });

    it.each(['baseSpec', 'space'])('denies workspaceType %s, even a perfect one: only the services write them', async (workspaceType) => {
      await assertFails(create(workspaceDoc('ws-1', ME, { workspaceType })));
      await assertFails(create(workspaceDoc('ws-1', WHO.workspaceAdmin.user, { workspaceType }), admin()));
    });

    it.each<[string, Data]>([
      ['an extra key', { owner: ME }],
      ['content inline (it lives in the content sub-collection)', { content: { layers: {} } }],
      ['a forged creator', { creator: OTHER.user }],
      ['a creator that differs only in case', { creator: ME.toUpperCase() }],
      ['deleted already true', { deleted: true }],
      ['deleted as a string', { deleted: 'false' }],
      ['a negative version part', { major: -1 }],
      ['a fractional version part', { minor: 1.5 }],
      ['a version part as a string', { patch: '0' }],
      ['an empty name', { name: '' }],
      ['a name that is not a string', { name: 42 }],
      ['an unknown workspaceType', { workspaceType: 'garage' }],
      ['a class-part name without a system', { name: 'wall-panel' }],
      ['a class-part name with an unknown system', { name: 'garage/wall-panel' }],
      ['a class-part name with a second /', { name: 'structure/wall/panel' }],
      ['a class-part name with ~', { name: 'structure/wall~panel' }],
      ['a status that is not a string', { status: 3 }],
      ['an id that is not the document id', { id: 'ws-2' }],
      ['a projectId that is not a string', { projectId: 1001 }],
      ['a non-string optional key', { units: 12 }],
      ['a null optional key', { s3Name: null }],
      ['editors that is not a list', { editors: 'ada' }],
      ['editors as a map', { editors: { ada: true } }],
    ])('denies %s', async (_label, change) => {
      await assertFails(create({ ...valid(), ...change }));
    });

    it.each(['id', 'creator', 'deleted', 'major', 'minor', 'patch', 'name', 'workspaceName', 'workspaceType'])(
      'denies a workspace without %s',
      async (key) => {
        await assertFails(create(without(valid(), key)));
      },
    );

    it('denies a class-part workspace without status', async () => {
      await assertFails(create(without(valid(), 'status')));
    });

    it('denies an outsider even with a perfect document', async () => {
      await assertFails(outsider().doc('workspaces/ws-1').set(workspaceDoc('ws-1', 'mallory')));
    });
  });

  describe('workspaces: update', () => {
    beforeEach(() =>
      rules().seed({
        'workspaces/ws-mine': workspaceDoc('ws-mine', ME),
        'workspaces/ws-other': workspaceDoc('ws-other', OTHER.user),
      }),
    );

    it('the creator edits their own workspace', async () => {
      await assertSucceeds(
        staff().doc('workspaces/ws-mine').update({ name: 'structure/roof-cassette', minor: 2, status: 'candidate', user: ME }),
      );
      expect(await rules().read('workspaces/ws-mine')).toMatchObject({ name: 'structure/roof-cassette', minor: 2, creator: ME });
    });

    it('the creator soft-deletes and restores their own workspace', async () => {
      await assertSucceeds(staff().doc('workspaces/ws-mine').update({ deleted: true }));
      await assertSucceeds(staff().doc('workspaces/ws-mine').update({ deleted: false }));
    });

    it.each<[string, Data]>([
      ['changing creator', { creator: OTHER.user }],
      ['changing id', { id: 'ws-renamed' }],
      ['adding a key outside the whitelist', { priority: 1 }],
      ['a negative version part', { major: -1 }],
      ['an unknown workspaceType', { workspaceType: 'garage' }],
      ['turning it into a space workspace', { workspaceType: 'space' }],
      ['an empty name', { name: '' }],
      ['a name without a known system', { name: 'garage/wall-panel' }],
      ['a status that is not a string', { status: true }],
      ['a fractional version part', { patch: 0.5 }],
    ])('the creator may not update with %s', async (_label, change) => {
      await assertFails(staff().doc('workspaces/ws-mine').update(change));
    });

    it('the creator may not remove a required key', async () => {
      await assertFails(staff().doc('workspaces/ws-mine').update({ workspaceName: deleteField() }));
    });

    it('a workspace admin soft-deletes someone else’s workspace, changing nothing else', async () => {
      await assertSucceeds(admin().doc('workspaces/ws-other').update({ deleted: true }));
      expect(await rules().read('workspaces/ws-other')).toEqual({ ...workspaceDoc('ws-other', OTHER.user), deleted: true });
    });

    it.each<[string, Data]>([
      ['renaming it', { name: 'structure/roof-cassette' }],
      ['soft-deleting and renaming at once', { deleted: true, name: 'structure/roof-cassette' }],
      ['taking it over (creator)', { creator: WHO.workspaceAdmin.user }],
      ['setting deleted to a non-bool', { deleted: 'yes' }],
      ['removing deleted', { deleted: deleteField() }],
    ])('a workspace admin may not edit someone else’s workspace by %s', async (_label, change) => {
      await assertFails(admin().doc('workspaces/ws-other').update(change));
    });

    it.each([
      ['staff', staff],
      ['a software engineer', softwareEng],
    ] as const)('%s may not soft-delete or edit someone else’s workspace', async (_label, db) => {
      await assertFails(db().doc('workspaces/ws-other').update({ deleted: true }));
      await assertFails(db().doc('workspaces/ws-other').update({ name: 'structure/roof-cassette' }));
    });

    it('a hard delete is the creator’s or an admin’s', async () => {
      await assertFails(staff().doc('workspaces/ws-other').delete());
      await assertSucceeds(zaha().doc('workspaces/ws-other').delete());
      await assertSucceeds(staff().doc('workspaces/ws-mine').delete());
    });
  });

  describe('workspaces: deleted ones are hidden from other staff', () => {
    beforeEach(() =>
      rules().seed({
        'workspaces/ws-live': workspaceDoc('ws-live', OTHER.user),
        'workspaces/ws-gone': workspaceDoc('ws-gone', OTHER.user, { deleted: true }),
        'workspaces/ws-mine-gone': workspaceDoc('ws-mine-gone', ME, { deleted: true, workspaceType: 'block' }),
      }),
    );

    it('get: other staff are denied; the creator and admins see it', async () => {
      await assertFails(staff().doc('workspaces/ws-gone').get());
      await assertFails(softwareEng().doc('workspaces/ws-gone').get());
      await assertSucceeds(zaha().doc('workspaces/ws-gone').get());
      await assertSucceeds(admin().doc('workspaces/ws-gone').get());
      await assertSucceeds(staff().doc('workspaces/ws-mine-gone').get());
    });

    it('a list filtered on deleted == false works for staff and returns live workspaces only', async () => {
      const live = await assertSucceeds(staff().collection('workspaces').where('deleted', '==', false).get());
      expect(ids(live)).toEqual(['ws-live']);
    });

    it('the app’s query (type and not deleted) works for staff', async () => {
      const live = await assertSucceeds(
        staff().collection('workspaces').where('workspaceType', '==', 'classPart').where('deleted', '==', false).get(),
      );
      expect(ids(live)).toEqual(['ws-live']);
    });

    it('an unfiltered list is denied to non-admins, even staff', async () => {
      await assertFails(staff().collection('workspaces').get());
      await assertFails(softwareEng().collection('workspaces').get());
      await assertFails(staff().collection('workspaces').where('workspaceType', '==', 'classPart').get());
    });

    it('a workspace admin lists everything, deleted included', async () => {
      const all = await assertSucceeds(admin().collection('workspaces').get());
      expect(ids(all)).toEqual(['ws-gone', 'ws-live', 'ws-mine-gone']);
    });

    it('the creator lists their own workspaces, deleted included; not someone else’s', async () => {
      const mine = await assertSucceeds(staff().collection('workspaces').where('creator', '==', ME).get());
      expect(ids(mine)).toEqual(['ws-mine-gone']);
      await assertFails(staff().collection('workspaces').where('creator', '==', OTHER.user).get());
    });

    it('a missing workspace reads as missing for staff, denied for an outsider', async () => {
      const snapshot = await assertSucceeds(staff().doc('workspaces/no-such').get());
      expect(snapshot.exists).toBe(false);
      await assertFails(outsider().doc('workspaces/no-such').get());
    });
  });

  describe('block workspaces: what the browser may change', () => {
    beforeEach(() =>
      rules().seed({
        'workspaces/bw-mine': blockWorkspaceDoc('bw-mine', ME),
        'workspaces/bw-mine/content/block': blockContentDoc(),
        'workspaces/bw-other': blockWorkspaceDoc('bw-other', OTHER.user),
        'workspaces/bw-gone': blockWorkspaceDoc('bw-gone', OTHER.user, { deleted: true }),
        'workspaces/bw-old': without(blockWorkspaceDoc('bw-old', ME), 'schemaVersion'),
        'workspaces/ws-mine': workspaceDoc('ws-mine', ME),
      }),
    );
    const mine = () => staff().doc('workspaces/bw-mine');

    it('the creator changes units and editors, and soft-deletes and restores it', async () => {
      await assertSucceeds(mine().update({ units: 'ft', editors: ['ada', 'zaha'] }));
      await assertSucceeds(mine().update({ deleted: true }));
      await assertSucceeds(mine().update({ deleted: false }));
      expect(await rules().read('workspaces/bw-mine')).toEqual({
        ...blockWorkspaceDoc('bw-mine', ME),
        units: 'ft',
        editors: ['ada', 'zaha'],
      });
    });

    it('a change keeps the stored schema version; a workspace stored before versions changes too', async () => {
      await assertSucceeds(mine().update({ units: 'mm' }));
      expect(await rules().read('workspaces/bw-mine')).toMatchObject({ units: 'mm', schemaVersion: 1 });
      await assertSucceeds(staff().doc('workspaces/bw-old').update({ units: 'ft' }));
      expect(await rules().read('workspaces/bw-old')).not.toHaveProperty('schemaVersion');
    });

    it.each<[string, Data]>([
      ['moving it to another block', { workspaceName: 'kitchen galley', name: 'base/blocks/kitchen galley' }],
      ['changing the version it started from', { minor: 3 }],
      ['changing the storage name', { s3Name: 'elsewhere.json' }],
      ['changing user', { user: 'zaha' }],
      ['making it another kind of workspace', { workspaceType: 'classPart' }],
      ['units outside the list', { units: 'furlong' }],
      ['editors that are not a list', { editors: 'ada' }],
      ['more than 50 editors', { editors: Array.from({ length: 51 }, (_, i) => `user${i}`) }],
      ['a status (block workspaces have none)', { status: 'candidate' }],
      ['changing its schema version', { schemaVersion: 2 }],
    ])('the creator may not update it by %s', async (_label, change) => {
      await assertFails(mine().update(change));
    });

    it('a class-part workspace cannot be turned into a block workspace', async () => {
      await assertFails(staff().doc('workspaces/ws-mine').update({ workspaceType: 'block' }));
    });

    it('the browser may not change or delete the block content entry, nor its drawing', async () => {
      await assertFails(
        staff()
          .doc('workspaces/bw-mine/content/block')
          .update({ 'data.layers': { 'design/walls': { objects: [{ name: 'w', type: 'rect', points: [0, 'x'] }] } } }),
      );
      await assertFails(staff().doc('workspaces/bw-mine/content/block').delete());
      await assertFails(admin().doc('workspaces/bw-mine/content/block').update({ 'data.width': 48 }));
      expect(await rules().read('workspaces/bw-mine/content/block')).toEqual(blockContentDoc());
    });

    it('the admin list of block workspaces with deleted ones (the /admin/blocks option) works for workspace admins only', async () => {
      const query = (db: Db) => db.collection('workspaces').where('workspaceType', '==', 'block');
      const all = await assertSucceeds(query(admin()).get());
      expect(ids(all)).toEqual(['bw-gone', 'bw-mine', 'bw-old', 'bw-other']);
      await assertFails(query(staff()).get());
      await assertFails(query(softwareEng()).get());
      const live = await assertSucceeds(query(staff()).where('deleted', '==', false).get());
      expect(ids(live)).toEqual(['bw-mine', 'bw-old', 'bw-other']);
    });

    it('a workspace admin restores a soft-deleted one, changing nothing else', async () => {
      await assertSucceeds(admin().doc('workspaces/bw-gone').update({ deleted: false }));
      await assertFails(admin().doc('workspaces/bw-other').update({ deleted: true, minor: 9 }));
    });
  });

  describe('space and baseSpec workspaces: only the services write them', () => {
    beforeEach(() =>
      rules().seed({
        'workspaces/sp-mine': spaceWorkspaceDoc('sp-mine', ME),
        'workspaces/sp-mine/content/json-0000': spaceContentChunkDoc(),
        'workspaces/baseSpec': spaceWorkspaceDoc('baseSpec', WHO.workspaceAdmin.user, { name: 'baseSpec', workspaceType: 'baseSpec' }),
      }),
    );

    it('the creator reads them, and may not change, trash, delete or turn them into class-part workspaces', async () => {
      await assertSucceeds(staff().doc('workspaces/sp-mine').get());
      await assertSucceeds(staff().doc('workspaces/sp-mine/content/json-0000').get());
      await assertFails(staff().doc('workspaces/sp-mine').update({ status: 'patched' }));
      await assertFails(staff().doc('workspaces/sp-mine').update({ deleted: true }));
      await assertFails(staff().doc('workspaces/sp-mine').update({ workspaceType: 'classPart', name: 'structure/wall-panel' }));
      await assertFails(staff().doc('workspaces/sp-mine').delete());
      await assertFails(admin().doc('workspaces/baseSpec').update({ minor: 3 }));
      await assertFails(admin().doc('workspaces/baseSpec').update({ deleted: true }));
      await assertFails(admin().doc('workspaces/baseSpec').delete());
    });

    it('nobody writes their content, even as a class-part entry', async () => {
      await assertFails(staff().doc('workspaces/sp-mine/content/json-0000').update({ text: '{}' }));
      await assertFails(staff().doc('workspaces/sp-mine/content/c1').set(workspaceContentDoc()));
      await assertFails(staff().doc('workspaces/sp-mine/content/json-0000').delete());
      await assertFails(admin().doc('workspaces/baseSpec/content/c1').set(workspaceContentDoc()));
      expect(await rules().read('workspaces/sp-mine/content/json-0000')).toEqual(spaceContentChunkDoc());
    });
  });

  describe('workspace content', () => {
    beforeEach(() =>
      rules().seed({
        'workspaces/ws-mine': workspaceDoc('ws-mine', ME),
        'workspaces/ws-other': workspaceDoc('ws-other', OTHER.user),
      }),
    );
    const write = (data: Data, db: Db = staff(), workspace = 'ws-mine') => db.doc(`workspaces/${workspace}/content/c1`).set(data);

    const everyKey: Data = {
      documentId: 'structure~wall-panel-v1,0,0',
      documentType: 'classPart',
      data: { layers: { walls: { points: [0, 0, 120, 0] } } },
      buildSpecs: ['v3.2.0', 'v3.2.1'],
      id: 'structure~wall-panel-v1,0,0',
      isActive: true,
      message: 'Add configuration for 2x6 walls',
      name: 'wall-panel',
      onshapeDocuments: [{ did: 'a1', wid: 'b2', eid: 'c3' }],
      path: 'structure/wall-panel',
      properties: { tiling: '2D', owner: 'Ana', system: 'structure', itemGroup: 'Manufactured Parts' },
      route: '/plum/class-parts/structure/wall-panel',
      routings: [{ id: 'saw-cut', partNumberSuffix: 'SC' }],
      system: 'structure',
      version: 'w1.0.0',
      classPartId: 'structure~wall-panel-v1,0,0',
      key: 'structure/wall-panel-v1.0.0',
      versionInfo: { major: 1, minor: 0, patch: 0 },
      createdBy: ME,
      modifiedBy: ME,
    };

    it('the workspace creator writes an entry with every whitelisted key', async () => {
      await assertSucceeds(write(everyKey));
    });

    it('the workspace creator writes a minimal entry (documentId and documentType only)', async () => {
      await assertSucceeds(write({ documentId: 'layers', documentType: 'classPart' }));
    });

    it('no browser writes block content, in any entry, even in a valid shape (creator and admin alike)', async () => {
      await assertFails(staff().doc('workspaces/ws-mine/content/block').set(blockContentDoc()));
      await assertFails(write(blockContentDoc()));
      await assertFails(write({ ...workspaceContentDoc(), documentType: 'block' }));
      await assertFails(admin().doc('workspaces/ws-other/content/block').set(blockContentDoc()));
      await assertFails(staff().doc('workspaces/ws-mine/content/block').set(workspaceContentDoc()));
    });

    it.each<[string, Data]>([
      ['an extra key', { description: 'not in the content list' }],
      ['documentId as a number', { documentId: 7 }],
      ['documentType as a map', { documentType: { kind: 'classPart' } }],
      ['data that is not a map', { data: 'layers' }],
      ['buildSpecs that is not a list', { buildSpecs: 'v3.2.1' }],
      ['isActive as a string', { isActive: 'yes' }],
      ['properties as a list', { properties: ['2D'] }],
      ['routings as a map', { routings: { 'saw-cut': 'SC' } }],
      ['onshapeDocuments as a string', { onshapeDocuments: 'a1' }],
      ['versionInfo as a string', { versionInfo: 'w1.0.0' }],
      ['createdBy as a number', { createdBy: 1 }],
      ['another documentType than classPart', { documentType: 'json' }],
      ['an unknown system', { system: 'garage' }],
      ['a path that is not system/name', { path: 'wall-panel' }],
      ['a version that is not a string', { version: 1 }],
    ])('denies %s', async (_label, change) => {
      await assertFails(write({ ...everyKey, ...change }));
    });

    it.each(['documentId', 'documentType'])('denies an entry without %s', async (key) => {
      await assertFails(write(without(workspaceContentDoc(), key)));
    });

    it('another member of staff may not write, whatever the entry claims', async () => {
      await assertFails(write({ ...workspaceContentDoc(), createdBy: ME }, staff(), 'ws-other'));
      await assertFails(write(workspaceContentDoc(), softwareEng(), 'ws-other'));
    });

    it('a workspace admin writes content in someone else’s workspace, still whitelisted', async () => {
      await assertSucceeds(write(workspaceContentDoc(), admin(), 'ws-other'));
      await assertFails(write({ ...workspaceContentDoc(), description: 'extra' }, admin(), 'ws-other'));
    });

    it('no content under a workspace that does not exist (for non-admins)', async () => {
      await assertFails(write(workspaceContentDoc(), staff(), 'ws-missing'));
    });
  });

  describe('changespaces', () => {
    beforeEach(() => rules().seed({ 'changespaces/cs-mine': changespaceDoc(ME), 'changespaces/cs-other': changespaceDoc(OTHER.user) }));
    const create = (data: Data) => staff().doc('changespaces/cs-new').set(data);

    it('accepts a valid changespace (control)', async () => {
      await assertSucceeds(create(changespaceDoc(ME)));
    });

    it.each<[string, Data]>([
      ['an extra key', { owner: ME }],
      ['a forged creator', { creator: OTHER.user }],
      ['deleted already true', { deleted: true }],
      ['deleted as a string', { deleted: 'no' }],
      ['a name that is not a string', { name: 12 }],
      ['application as a list', { application: ['plume'] }],
    ])('denies %s', async (_label, change) => {
      await assertFails(create({ ...changespaceDoc(ME), ...change }));
    });

    it.each(['application', 'creator', 'name', 'deleted'])('denies a changespace without %s', async (key) => {
      await assertFails(create(without(changespaceDoc(ME), key)));
    });

    it('the creator may not hand it over or add keys; may soft-delete it', async () => {
      await assertFails(staff().doc('changespaces/cs-mine').update({ creator: OTHER.user }));
      await assertFails(staff().doc('changespaces/cs-mine').update({ color: 'red' }));
      await assertSucceeds(staff().doc('changespaces/cs-mine').update({ deleted: true }));
    });

    it('a workspace admin may not edit someone else’s changespace', async () => {
      await assertFails(admin().doc('changespaces/cs-other').update({ deleted: true }));
    });

    it('contents: free-form for the creator, nobody else; none under a missing changespace', async () => {
      await assertSucceeds(
        staff()
          .doc('changespaces/cs-mine/contents/x1')
          .set({ deeply: { nested: [{ any: 'shape' }] }, n: 1 }),
      );
      await assertFails(staff().doc('changespaces/cs-other/contents/x1').set({ n: 1 }));
      await assertFails(admin().doc('changespaces/cs-other/contents/x1').set({ n: 1 }));
      await assertSucceeds(zaha().doc('changespaces/cs-other/contents/x1').set({ n: 1 }));
      await assertFails(staff().doc('changespaces/cs-missing/contents/x1').set({ n: 1 }));
    });
  });

  describe('plum/base/views', () => {
    beforeEach(() => rules().seed({ 'plum/base/views/v1': baseViewDoc('v1') }));
    const create = (data: Data) => staff().doc('plum/base/views/v2').set(data);
    const now = () => firebase.firestore.FieldValue.serverTimestamp();
    /** Stamped as the app writes a view: updatedBy = the caller, updatedAt = the request time. */
    const stamped = (data: Data): Data => ({ ...data, updatedBy: ME, updatedAt: now() });

    it('accepts system and install views stamped by the caller (control)', async () => {
      await assertSucceeds(create(stamped(baseViewDoc('v2'))));
      await assertSucceeds(
        staff()
          .doc('plum/base/views/v3')
          .set(stamped(baseViewDoc('v3', { type: 'install', system: '' }))),
      );
      expect(await rules().read('plum/base/views/v2')).toMatchObject({ updatedBy: ME });
    });

    it.each<[string, Data]>([
      ['an unknown type', { type: 'plan' }],
      ['isDefault as a string', { isDefault: 'yes' }],
      ['an id that is not the document id', { id: 'v9' }],
      ['an extra key', { layers: ['walls'] }],
      ['system as a number', { system: 3 }],
      ['an empty name', { name: '' }],
    ])('denies %s', async (_label, change) => {
      await assertFails(create({ ...stamped(baseViewDoc('v2')), ...change }));
    });

    it.each(['id', 'type', 'system', 'name', 'isDefault'])('denies a view without %s', async (key) => {
      await assertFails(create(without(stamped(baseViewDoc('v2')), key)));
    });

    // Each beside a stamped write that passes, so the denial is the stamp's, not the collection's.
    it.each<[string, (data: Data) => Data]>([
      ["another user's name as updatedBy", (data) => ({ ...data, updatedBy: 'ada' })],
      [
        'updatedAt made up by the browser',
        (data) => ({ ...data, updatedAt: firebase.firestore.Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z')) }),
      ],
      ['updatedAt as a string', (data) => ({ ...data, updatedAt: '2026-01-01T00:00:00Z' })],
      ['no updatedBy', (data) => without(data, 'updatedBy')],
      ['no updatedAt', (data) => without(data, 'updatedAt')],
    ])('denies a view with %s, allows it stamped by the caller', async (_label, forge) => {
      await assertSucceeds(
        staff()
          .doc('plum/base/views/v-stamped')
          .set(stamped(baseViewDoc('v-stamped'))),
      );
      await assertFails(create(forge(stamped(baseViewDoc('v2')))));
    });

    it('an update keeps the shape and is stamped by the caller', async () => {
      await assertSucceeds(staff().doc('plum/base/views/v1').update({ isDefault: true, updatedBy: ME, updatedAt: now() }));
      // The stored stamp is not the next write's: each write stamps anew.
      await assertFails(staff().doc('plum/base/views/v1').update({ isDefault: false }));
      await assertFails(staff().doc('plum/base/views/v1').update({ isDefault: false, updatedBy: 'ada', updatedAt: now() }));
      await assertFails(staff().doc('plum/base/views/v1').update({ type: 'plan', updatedBy: ME, updatedAt: now() }));
      await assertFails(staff().doc('plum/base/views/v1').update({ name: deleteField(), updatedBy: ME, updatedAt: now() }));
    });
  });

  describe('settings', () => {
    const mine = () => staff().doc(`settings/${WHO.staff.uid}`);

    it('the owner saves a full doc, a partial one, or merges one key', async () => {
      await assertSucceeds(mine().set(settingsDoc()));
      await assertSucceeds(mine().set({ plume: { logLevel: 3 } }));
      await assertSucceeds(mine().set({ base: { showMinorGrid: false } }, { merge: true }));
      expect(await rules().read(`settings/${WHO.staff.uid}`)).toEqual({ plume: { logLevel: 3 }, base: { showMinorGrid: false } });
      await assertSucceeds(mine().set({ plume: { logLevel: 2.5 } }));
      await assertSucceeds(mine().set({}));
    });

    it('the owner saves item-table views (a list of at most 20)', async () => {
      const view = { name: 'Long lead', columns: ['item_code'], order: 'lead_time_days', direction: 'desc', filter: '', emptyMode: false };
      await assertSucceeds(mine().set({ itemTable: { views: [view] } }, { merge: true }));
      await assertSucceeds(mine().set({ itemTable: { views: Array.from({ length: 20 }, (_, i) => ({ ...view, name: `v${i}` })) } }));
      await assertFails(mine().set({ itemTable: { views: Array.from({ length: 21 }, (_, i) => ({ ...view, name: `v${i}` })) } }));
      await assertFails(mine().set({ itemTable: { views: { a: view } } }));
      await assertFails(mine().set({ itemTable: { views: [view], current: 'Long lead' } }));
    });

    it.each<[string, Data]>([
      ['an unknown group', { theme: { dark: true } }],
      ['an unknown key in base', { base: { showMinorGrid: true, darkMode: true } }],
      ['an unknown key in sitePlan', { sitePlan: { showNewModel: true, showOldModel: false } }],
      ['base.showMinorGrid as a number', { base: { showMinorGrid: 1 } }],
      ['plume.logLevel as a string', { plume: { logLevel: 'debug' } }],
      ['plume.runAsJob as null', { plume: { runAsJob: null } }],
      ['zoneLayout that is not a map', { zoneLayout: 'on' }],
      ['sitePlan.showNewModel as a string', { sitePlan: { showNewModel: 'yes' } }],
    ])('denies %s', async (_label, data) => {
      await assertFails(mine().set({ ...settingsDoc(), ...data }));
    });

    it('nobody writes or reads another user’s settings, admins included', async () => {
      await rules().seed({ [`settings/${OTHER.uid}`]: settingsDoc() });
      for (const db of [staff(), softwareEng(), admin()]) {
        await assertFails(db.doc(`settings/${OTHER.uid}`).get());
        await assertFails(db.doc(`settings/${OTHER.uid}`).set(settingsDoc()));
        await assertFails(db.doc(`settings/${OTHER.uid}`).update({ 'base.showMinorGrid': false }));
        await assertFails(db.doc(`settings/${OTHER.uid}`).delete());
      }
      expect(await rules().read(`settings/${OTHER.uid}`)).toEqual(settingsDoc());
    });

    it('a query over settings is denied, even one filtered to the caller’s own doc', async () => {
      await rules().seed({ [`settings/${WHO.staff.uid}`]: settingsDoc() });
      await assertFails(staff().collection('settings').where(firebase.firestore.FieldPath.documentId(), '==', WHO.staff.uid).get());
    });
  });

  describe('tags', () => {
    const create = (id: string, data: Data) => staff().doc(`tags/${id}`).set(data);

    it.each(['Bv3,2,1-2', 'Lv0,3,0-1', 'Bv3-1', 'Bv12,0,10-14'])('accepts the id %s', async (id) => {
      await assertSucceeds(create(id, tagDoc(ME)));
    });

    it.each([
      ['dots not replaced', 'Bv3.2.1-2'],
      ['no revision', 'Bv3,2,1'],
      ['no prefix', 'v3,2,1-2'],
      ['no v before the version', 'B3,2,1-2'],
      ['a revision that is not a number', 'Bv3,2,1-x'],
      ['four version parts', 'Bv3,2,1,0-1'],
      ['two revisions', 'Bv3,2,1-2-3'],
      ['an empty version part', 'Bv3,,1-2'],
      ['a trailing space', 'Bv3,2,1-2 '],
    ])('denies an id with %s (%s)', async (_label, id) => {
      await assertFails(create(id, tagDoc(ME)));
    });

    it('a tag need not be verified yet', async () => {
      await assertSucceeds(create('Bv3,2,1-2', tagDoc(undefined)));
    });

    it.each<[string, Data]>([
      ['a forged verifier', { verifier: OTHER.user }],
      ['a verifier that is not a string', { verifier: true }],
      ['references that are not a map', { references: ['Bv3,2,1-2'] }],
      ['an extra key', { id: 'Bv3,2,1-2' }],
    ])('denies %s', async (_label, change) => {
      await assertFails(create('Bv3,2,1-2', { ...tagDoc(ME), ...change }));
    });

    it('denies a tag without references', async () => {
      await assertFails(create('Bv3,2,1-2', without(tagDoc(ME), 'references')));
    });

    it("on update, an unverified tag may be signed by the caller but never in someone else's name", async () => {
      await rules().seed({ 'tags/Bv3,2,1-2': tagDoc(undefined) });
      await assertFails(staff().doc('tags/Bv3,2,1-2').update({ verifier: OTHER.user }));
      await assertSucceeds(staff().doc('tags/Bv3,2,1-2').update({ verifier: ME }));
    });

    it('a tag someone else verified is theirs: not taken over, its verifier not removed, its references not rewritten', async () => {
      await rules().seed({ 'tags/Bv3,2,1-1': tagDoc(OTHER.user) });
      await assertFails(staff().doc('tags/Bv3,2,1-1').update({ verifier: ME }));
      await assertFails(staff().doc('tags/Bv3,2,1-1').update({ verifier: deleteField() }));
      await assertFails(
        staff()
          .doc('tags/Bv3,2,1-1')
          .update({ references: { 'Bv3,2,1-1': 'v3.2.1' } }),
      );
      await assertFails(staff().doc('tags/Bv3,2,1-1').update({ references: 'none' }));
    });

    it("the verifier changes their own tag's references (as a map) and may give it up", async () => {
      await rules().seed({ 'tags/Bv3,2,1-3': tagDoc(ME) });
      await assertFails(staff().doc('tags/Bv3,2,1-3').update({ references: 'none' }));
      await assertSucceeds(
        staff()
          .doc('tags/Bv3,2,1-3')
          .update({ references: { 'Bv3,2,1-3': 'v3.2.1' } }),
      );
      await assertFails(staff().doc('tags/Bv3,2,1-3').update({ verifier: OTHER.user }));
      await assertSucceeds(staff().doc('tags/Bv3,2,1-3').update({ verifier: deleteField() }));
    });
  });
}
