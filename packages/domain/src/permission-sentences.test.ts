import { describe, expect, it } from 'vitest';
import { PERMISSION_SENTENCES, permissionSentence } from './permission-sentences.js';
import { PERMISSIONS } from './permissions.js';

describe('the sentence beside each permission key', () => {
  it('is written for every permission of the catalogue, and for nothing else', () => {
    for (const permission of PERMISSIONS) {
      expect(PERMISSION_SENTENCES[permission], permission).toMatch(/^[A-Z].{8,}[.)]$/);
    }
    expect(Object.keys(PERMISSION_SENTENCES).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('says a sentence, not the key again', () => {
    for (const permission of PERMISSIONS) expect(PERMISSION_SENTENCES[permission]).not.toContain(permission);
  });

  it('is found by the key as the API sends it, and is null for a key an office added itself', () => {
    expect(permissionSentence('reservations:create-withIn-six-hours')).toMatch(/6 hours away or less/);
    expect(permissionSentence('reports:view')).toBeNull();
    expect(permissionSentence('toString')).toBeNull();
  });
});
