import { describe, expect, it } from 'vitest';
import { onshapeDocumentOf, parseOnshapeUrl } from './onshape';

const did = 'a'.repeat(24);
const wid = 'b'.repeat(24);
const eid = 'c'.repeat(24);

describe('parseOnshapeUrl', () => {
  it('reads workspace and version links on the configured hosts', () => {
    expect(parseOnshapeUrl(`https://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`)).toEqual({
      did,
      wvm: 'w',
      wid,
      eid,
      url: `https://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`,
    });
    const v = parseOnshapeUrl(`https://cad.onshape.example/documents/${did}/v/${wid}/e/${eid}?configuration=x#y`);
    expect(v).toMatchObject({ wvm: 'v', vid: wid, url: `https://cad.onshape.example/documents/${did}/v/${wid}/e/${eid}` });
    expect(v).not.toHaveProperty('wid');
  });

  it('refuses other hosts, schemes, paths and ids', () => {
    for (const bad of [
      `http://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`,
      `https://evil.example/documents/${did}/w/${wid}/e/${eid}`,
      `https://cad.onshape.com/documents/${did}/x/${wid}/e/${eid}`,
      `https://cad.onshape.com/documents/${did}/w/${wid}`,
      `https://cad.onshape.com/documents/abc/w/${wid}/e/${eid}`,
      `https://user:pw@cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`,
      'not a url',
      '',
      42,
    ])
      expect(parseOnshapeUrl(bad)).toBeNull();
    expect(parseOnshapeUrl(`https://my.onshape.co/documents/${did}/w/${wid}/e/${eid}`, ['my.onshape.co'])).not.toBeNull();
    expect(parseOnshapeUrl(`https://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`, ['my.onshape.co'])).toBeNull();
  });

  it('makes the stored entry', () => {
    const link = parseOnshapeUrl(`https://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`)!;
    expect(onshapeDocumentOf(link, 'structure / wall-panel')).toEqual({ name: 'structure / wall-panel', did, wid, eid, url: link.url });
  });
});
