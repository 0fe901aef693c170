import { describe, expect, it } from 'vitest';
import { parseSoql, SoqlError } from './soql';

describe('the SOQL subset of the Salesforce stand-in', () => {
  it('parses SELECT … FROM … WHERE … AND … LIMIT', () => {
    expect(parseSoql("select Id, Name FROM Modulr_Project__c WHERE Project_Number__c = 'P-1\\'01' AND Name != null LIMIT 1")).toEqual({
      fields: ['Id', 'Name'],
      object: 'Modulr_Project__c',
      where: [
        { field: 'Project_Number__c', op: '=', value: "P-1'01" },
        { field: 'Name', op: '!=', value: null },
      ],
      limit: 1,
    });
  });

  it('refuses what it does not support with MALFORMED_QUERY', () => {
    for (const soql of [
      '',
      'SELECT FROM X',
      "SELECT Id FROM X WHERE Name LIKE 'a%'",
      'SELECT Id FROM X WHERE Amount > 5',
      'SELECT Id FROM X ORDER BY Name',
      "SELECT Id FROM X WHERE Name = 'open",
      'SELECT COUNT() FROM X',
      'SELECT Id FROM X; DELETE',
    ]) {
      expect(() => parseSoql(soql), soql).toThrow(SoqlError);
      try {
        parseSoql(soql);
      } catch (e) {
        expect((e as SoqlError).errorCode).toBe('MALFORMED_QUERY');
      }
    }
  });
});
