import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults and resolves DATA_DIR against the working directory', () => {
    const config = loadConfig({}, '/srv/elevar');
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      dataDir: '/srv/elevar/data',
      SEED_DEMO: true,
      TRUST_PROXY: false,
      RATE_LIMIT_PER_MINUTE: 600,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      WEB_APP_CLIENT_ID: 'elevar-web',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.webDist)).toBe(true);
  });

  it('resolves a relative DATA_DIR to an absolute path under process.cwd() by default', () => {
    const config = loadConfig({ DATA_DIR: 'var/elevar' });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'var/elevar'));
    expect(loadConfig({ DATA_DIR: '/abs/dir' }, '/elsewhere').dataDir).toBe('/abs/dir');
  });

  it('reads the HLS stream origins as a list of https origins, and refuses any other address', () => {
    expect(loadConfig({}).STREAM_ORIGINS).toEqual([]);
    expect(
      loadConfig({ STREAM_ORIGINS: 'https://stream.example.com/live/, https://cdn.example.net:8443' })
        .STREAM_ORIGINS,
    ).toEqual(['https://stream.example.com', 'https://cdn.example.net:8443']);
    expect(() => loadConfig({ STREAM_ORIGINS: 'http://stream.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ STREAM_ORIGINS: 'not an address' })).toThrow(/STREAM_ORIGINS/);
  });

  it('reads numbers and booleans from their string form', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '42',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(42);
    expect(loadConfig({ SEED_DEMO: 'no' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('loads no demo data in production unless told to (and then the server refuses to start)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/elevar' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/elevar',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/elevar' }).DATABASE_URL).toBe(
      'postgresql://db/elevar',
    );
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/elevar' }],
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['SECRET_KEY', { SECRET_KEY: 'too-short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('refuses a bad %s with a ConfigError naming it', (name, env) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it('explains what a DATABASE_URL must look like', () => {
    expect(() => loadConfig({ DATABASE_URL: 'db.example.com:5432' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
  });
});
