import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('applies the defaults of DESIGN section 3', () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: false });
  });

  it('reads SEED_DEMO=1 and treats empty secrets as unset', () => {
    const env = readEnv({ SEED_DEMO: '1', STAFF_PASSWORD: '', PORT: '8080' });
    expect(env).toMatchObject({ SEED_DEMO: true, STAFF_PASSWORD: undefined, PORT: 8080 });
  });

  it('reads BUSINESS_NAME as Settings take a business name, so a GET of Settings can be sent back', () => {
    expect(readEnv({ BUSINESS_NAME: '  Little Acorns  ' }).BUSINESS_NAME).toBe('Little Acorns');
    expect(() => readEnv({ BUSINESS_NAME: 'x'.repeat(101) })).toThrow(/BUSINESS_NAME/);
  });

  it('reads TRUST_PROXY as a number of proxies, off unless set', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads SMTP_URL and MAIL_FROM together, mail off unless set', () => {
    const off = readEnv({ SMTP_URL: '' });
    expect([off.SMTP_URL, off.MAIL_FROM]).toEqual([undefined, undefined]);
    const env = readEnv({ SMTP_URL: 'smtp://mail:587', MAIL_FROM: 'Acorns <billing@acorns.test>' });
    expect(env).toMatchObject({
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'Acorns <billing@acorns.test>',
    });
    expect(() => readEnv({ SMTP_URL: 'smtp://mail:587' })).toThrow(/MAIL_FROM: required/);
    expect(() => readEnv({ SMTP_URL: 'http://mail', MAIL_FROM: 'a@b.test' })).toThrow(/SMTP_URL/);
  });

  it('reads Litestream replication: a replica URL, its sync interval, restore on an empty volume', () => {
    const off = readEnv({ LITESTREAM_REPLICA_URL: '' });
    expect(off).toMatchObject({
      LITESTREAM_REPLICA_URL: undefined,
      LITESTREAM_SYNC_INTERVAL: '1s',
      LITESTREAM_RESTORE: false,
    });
    const on = readEnv({
      LITESTREAM_REPLICA_URL: 's3://acorns-backups/cubby',
      LITESTREAM_SYNC_INTERVAL: '500ms',
      LITESTREAM_RESTORE: '1',
    });
    expect(on).toMatchObject({
      LITESTREAM_REPLICA_URL: 's3://acorns-backups/cubby',
      LITESTREAM_SYNC_INTERVAL: '500ms',
      LITESTREAM_RESTORE: true,
    });
    expect(() => readEnv({ LITESTREAM_REPLICA_URL: 'https://bucket/x' })).toThrow(
      /LITESTREAM_REPLICA_URL: must be an s3:\/\/ or file:\/\/ URL/,
    );
    expect(() => readEnv({ LITESTREAM_SYNC_INTERVAL: 'soon' })).toThrow(/LITESTREAM_SYNC_INTERVAL/);
    expect(() => readEnv({ LITESTREAM_RESTORE: '1' })).toThrow(/LITESTREAM_RESTORE: restores from/);
  });

  it('names every variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty', SEED_DEMO: 'yes' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });
});
