import { describe, expect, it } from 'vitest';
import {
  assetErrorMessage,
  baseFileName,
  blobNameOf,
  blobNameProblem,
  datatypeBundleKey,
  keyOfBlobName,
  legacyAssetsPostSchema,
  storageKeyProblem,
  textureNames,
  legacyDesignVersions,
  suggestedModelo,
  UNEXPECTED_ERROR,
  versionKey,
} from '../index.js';

describe('storage keys', () => {
  it('accepts relative slash-separated names', () => {
    for (const key of ['materials/library.json', 'environments/studio.png', 'walls/Wall A (2).json', 'a'])
      expect(storageKeyProblem(key)).toBeUndefined();
  });
  it.each([
    ['..', '. or ..'],
    ['a/../b', '. or ..'],
    ['../etc/passwd', '. or ..'],
    ['/etc/passwd', 'absolute'],
    ['a\\b', 'backslash'],
    ['..\\..\\x', 'backslash'],
    ['a\0b', 'NUL'],
    ['a//b', 'empty segments'],
    ['a/', 'empty segments'],
    ['.hidden', 'start with .'],
    ['a/b~v1', 'may hold only'],
    ['', 'required'],
    ['x'.repeat(600), 'at most'],
  ])('refuses %j', (key, why) => {
    expect(storageKeyProblem(key)).toContain(why);
  });
  it('names blobs by app, project and key, versions with ~v', () => {
    const ref = { app_name: 'workhub', project: 'global', key: 'materials/library.json' };
    expect(blobNameOf(ref)).toBe('workhub/global/materials/library.json');
    expect(blobNameOf(ref, 3)).toBe('workhub/global/materials/library.json~v3');
    expect(keyOfBlobName(ref, 'workhub/global/materials/library.json')).toBe('materials/library.json');
    expect(keyOfBlobName(ref, 'workhub/global/materials/library.json~v3')).toBeUndefined();
    expect(keyOfBlobName(ref, 'plum/global/x')).toBeUndefined();
    expect(blobNameProblem('workhub/global/environments/')).toBeUndefined();
    expect(blobNameProblem('workhub/global/a~v2')).toBeUndefined();
    expect(blobNameProblem('workhub/../x')).toBeDefined();
  });
  it('makes datatype bundle keys {datatype}/{filename}.json', () => {
    expect(datatypeBundleKey('walls', 'north')).toBe('walls/north.json');
    expect(datatypeBundleKey('walls', 'north.json')).toBe('walls/north.json');
    expect(() => datatypeBundleKey('walls', '../x')).toThrow();
    expect(() => datatypeBundleKey('a/b', 'x')).toThrow();
    expect(() => datatypeBundleKey('..', 'x')).toThrow();
  });
  it('removes the global_data/ prefix of base file names', () => {
    expect(baseFileName('global_data/images/logo.png')).toBe('images/logo.png');
    expect(baseFileName('images/logo.png')).toBe('images/logo.png');
    expect(baseFileName('x/global_data/a.png')).toBe('x/global_data/a.png');
  });
  it('takes texture names from the file names under environments/, dropping the first entry', () => {
    expect(textureNames(['environments/sunset.png', 'environments/', 'environments/studio.png'])).toEqual([
      { key: 'environments/studio.png', name: 'studio.png' },
      { key: 'environments/sunset.png', name: 'sunset.png' },
    ]);
    expect(textureNames([])).toEqual([]);
  });
});

describe('legacy assets', () => {
  it('keeps the first joined schema error of errors.json.jobs', () => {
    const body = { errors: { json: { jobs: [['jobs', '0', 'version', 'v9.9.9 is not a design version'], 'second'] } } };
    expect(assetErrorMessage({ statusText: 'Unprocessable Entity', body })).toBe('jobs: 0: version: v9.9.9 is not a design version');
    expect(assetErrorMessage({ body: { errors: { json: { jobs: [{ path: ['jobs', 0, 'modelo'], message: 'unknown modelo' }] } } } })).toBe(
      'jobs: 0: modelo: unknown modelo',
    );
  });
  it('falls back to the status text, then to the unexpected error', () => {
    expect(assetErrorMessage({ statusText: 'Bad Gateway', body: { errors: { json: { jobs: [] } } } })).toBe('Bad Gateway');
    expect(assetErrorMessage({ statusText: 'Bad Gateway', body: 'oops' })).toBe('Bad Gateway');
    expect(assetErrorMessage({ statusText: '', body: null })).toBe(UNEXPECTED_ERROR);
    expect(assetErrorMessage(undefined)).toBe('An unexpected error occurred');
  });
  it('keys versions without dots and refuses duplicate jobs', () => {
    expect(versionKey('v1.2.3')).toBe('v1~2~3');
    const job = { projectId: 'P-1', version: 'v1.0.0', modelo: 'Studio 400', assets: ['floorPlan'] };
    expect(legacyAssetsPostSchema.safeParse({ jobs: [job] }).success).toBe(true);
    expect(legacyAssetsPostSchema.safeParse({ jobs: [job, job] }).success).toBe(false);
    expect(legacyAssetsPostSchema.safeParse({ jobs: [] }).success).toBe(false);
    expect(legacyAssetsPostSchema.safeParse({ jobs: [{ ...job, assets: ['x'] }] }).success).toBe(false);
    expect(legacyAssetsPostSchema.safeParse({ jobs: [{ ...job, version: '1.0' }] }).success).toBe(false);
  });
});

describe('legacy design versions', () => {
  it('lists each minor release up to the latest, and the latest', () => {
    expect(legacyDesignVersions('v1.2.3')).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0', 'v1.2.3']);
    expect(legacyDesignVersions('v1.0.0')).toEqual(['v1.0.0']);
    expect(legacyDesignVersions(undefined)).toEqual([]);
    expect(legacyDesignVersions('draft')).toEqual([]);
  });
  it('suggests a modelo by floor area', () => {
    expect(suggestedModelo(380)).toBe('Studio 400');
    expect(suggestedModelo(1000)).toBe('Family 1200');
    expect(suggestedModelo(5000)).toBe('Duplex 1600');
  });
});
