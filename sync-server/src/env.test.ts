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

  it('reads TRUST_PROXY as a number of proxies, off unless set', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('names every variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty', SEED_DEMO: 'yes' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });
});
