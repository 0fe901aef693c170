import { describe, expect, it } from 'vitest';
import { crm } from './crm.js';

describe('the CRM in use', () => {
  it('is Salesforce, and answers 503 naming it when it is not configured', () => {
    expect(() => crm({})).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringMatching(/^Salesforce is not configured/) }),
    );
  });

  it('keeps one adapter (and its token) per configuration', () => {
    const env = { SALESFORCE_LOGIN_URL: 'http://127.0.0.1:9', SALESFORCE_CLIENT_ID: 'a', SALESFORCE_CLIENT_SECRET: 'b' };
    expect(crm(env)).toBe(crm({ ...env }));
    expect(crm({ ...env, SALESFORCE_CLIENT_SECRET: 'c' })).not.toBe(crm(env));
  });
});
