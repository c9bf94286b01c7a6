import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a client secret with AES-256-GCM under the install's 'oidc-secrets' key (decision 0156), so a copy of the
 * configurations table (a dump, a replica, a support export) does not carry usable secrets. `v1.` names the format.
 */
export function createSecretSeal(loadKey: () => Promise<string>) {
  let key: Promise<Buffer> | undefined;
  const keyBytes = () => {
    key ??= loadKey().then((hex) => Buffer.from(hex, 'hex'));
    return key;
  };
  return {
    async seal(secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyBytes(), iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    async open(sealed: string): Promise<string> {
      const [version, iv = '', tag = '', body = ''] = sealed.split('.');
      if (version !== 'v1') throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', await keyBytes(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretSeal = ReturnType<typeof createSecretSeal>;
