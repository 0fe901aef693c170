import { describe, expect, it } from 'vitest';
import { onshapeHosts } from './class-part-store';

describe('the Onshape hosts a link may point at', () => {
  it('are ONSHAPE_HOSTS when set', () => {
    expect(onshapeHosts({ ONSHAPE_HOSTS: 'cad.onshape.com, Modulr.onshape.com' })).toEqual(['cad.onshape.com', 'modulr.onshape.com']);
  });
  it("are Onshape's own host and the configured Onshape's link host otherwise, never the example host unconfigured", () => {
    expect(onshapeHosts({})).toEqual(['cad.onshape.com']);
    expect(onshapeHosts({ ONSHAPE_URL: 'http://127.0.0.1:8750', ONSHAPE_LINK_HOST: 'cad.onshape.example' })).toEqual([
      'cad.onshape.com',
      'cad.onshape.example',
    ]);
    expect(onshapeHosts({ ONSHAPE_URL: 'https://modulr.onshape.com' })).toEqual(['cad.onshape.com', 'modulr.onshape.com']);
  });
});
