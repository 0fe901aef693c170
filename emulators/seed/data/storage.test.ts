import { describe, expect, it } from 'vitest';
import { blobNameOf, filesByDatatype, storageObjectDocSchema, textureNames } from '@workhub/domain';
import { storageObjectId } from '../../../functions/src/public.js';
import { BASE_DATE } from '../clock.js';
import { buildStorageBlobs, buildStorageFiles, buildStorageObjects, SEED_STORAGE_APP } from './storage.js';

/** The seeded stored files: their blobs and their `storageObjects` records (what /software/revs reads). */
describe('seeded storage', () => {
  const files = buildStorageFiles(BASE_DATE);
  const blobs = buildStorageBlobs(BASE_DATE);
  const records = buildStorageObjects(BASE_DATE).map((d) => storageObjectDocSchema.parse({ ...d.data, id: d.id }));

  it('has a storageObjects record for every seeded file, parsing with the schema the page reads with', () => {
    expect(records).toHaveLength(files.length);
    expect(records.map((r) => r.key).sort()).toEqual(files.map((f) => f.key).sort());
    for (const r of records) expect(r.id).toBe(storageObjectId(r));
  });

  it("records each file's latest version, whose blob is seeded, with the blob's size and content type", () => {
    const byName = new Map(blobs.map((b) => [b.name, b]));
    for (const r of records) {
      const file = files.find((f) => f.key === r.key)!;
      expect(r.version).toBe(r.isVersioned ? file.versions.length : 0);
      const blob = byName.get(blobNameOf(r, r.isVersioned ? r.version : undefined));
      expect(blob, r.key).toBeDefined();
      expect(r.bytes).toBe(blob!.bytes.length);
      expect(r.contentType).toBe(blob!.contentType);
      expect(r.type).toBe(r.contentType === 'application/json' ? 'json' : 'base64');
      expect(r.app_name).toBe(SEED_STORAGE_APP);
      // A revised key keeps its first store and marks the last.
      if (r.version > 1) expect(Date.parse(r.updated!)).toBeGreaterThan(Date.parse(r.created));
      else expect(r.updated).toBeUndefined();
    }
  });

  it('gives /software/revs realistic datatypes, with revised datatype bundles', () => {
    const groups = filesByDatatype(records);
    expect(groups.map((g) => g.datatype)).toEqual([
      'drawings',
      'environments',
      'images',
      'materials',
      'roofs',
      'textures',
      'walls',
      'windows',
    ]);
    expect(groups.find((g) => g.datatype === 'walls')!.files.map((f) => [f.key, f.version])).toEqual([
      ['walls/exterior-2x6.json', 2],
      ['walls/interior-2x4.json', 1],
      ['walls/party-wall-double-2x4.json', 3],
    ]);
  });

  it('keeps the environments/ listing rule: the placeholder first, then the textures', () => {
    const listing = blobs.map((b) => b.name.slice(`${SEED_STORAGE_APP}/global/`.length)).filter((k) => k.startsWith('environments/'));
    expect(listing.sort()[0]).toBe('environments/');
    expect(textureNames(listing).map((t) => t.name)).toEqual([
      'clear-noon.png',
      'dusk.png',
      'golden-hour.png',
      'overcast.png',
      'studio-soft.png',
    ]);
  });
});
