import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM for social security numbers at rest: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export interface SsnCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createSsnCipher(key: Buffer): SsnCipher {
  if (key.length !== 32) throw new Error('the SSN key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted SSN');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The key from `SSN_ENCRYPTION_KEY` (base64 of 32 bytes), else the one generated into the data folder. */
export function ssnKeyFrom(envKey: string | undefined, generated: () => string): Buffer {
  const key = Buffer.from(envKey ?? generated(), envKey ? 'base64' : 'base64url');
  if (key.length !== 32) throw new Error('SSN_ENCRYPTION_KEY must be the base64 of exactly 32 bytes');
  return key;
}
