import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.pgliteDir).toBe(`${config.dataDir}/pglite`);
    expect(config.filesDir).toBe(`${config.dataDir}/files`);
  });

  it('names PORT when it is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: must be a port number \(got "abc"\)/);
  });

  it('names PORT when it is out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be 0 to 65535/);
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('SMS: outbox by default; twilio names each missing credential and never echoes the token', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', SMS_AUTH_TOKEN: 'secret-token' })).toThrow(
      /SMS_ACCOUNT_SID: required with SMS_PROVIDER=twilio[\s\S]*SMS_FROM: required/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    try {
      loadConfig({ SMS_PROVIDER: 'twilio', SMS_AUTH_TOKEN: 'secret-token', SMS_URL: 'ftp://x' });
    } catch (err) {
      expect(String(err)).not.toContain('secret-token');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});

describe('auth and mail settings', () => {
  it('derives the public URL from the port, and takes PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://gius.example/' }).publicUrl).toBe('https://gius.example');
  });

  it('names a short AUTH_SECRET without printing it', () => {
    const attempt = () => loadConfig({ AUTH_SECRET: 'short-secret' });
    expect(attempt).toThrow(/AUTH_SECRET: must be at least 32 characters \(got \(hidden\)\)/);
    expect(attempt).not.toThrow(/short-secret/);
  });

  it('names SMTP_URL when it is not an smtp URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must start with smtp/);
  });
});

describe('TRUST_PROXY', () => {
  it('is false by default: the client address is the socket address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1,nope', '10.0.0.1/8/1'])('names TRUST_PROXY for %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
  });
});
