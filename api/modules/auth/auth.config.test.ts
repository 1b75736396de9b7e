import { describe, expect, it } from 'vitest';
import { ConfigError } from '@core/config';
import { loadApiConfig } from '../../env';
import { parentOidcSettings } from './auth.config';

describe('sign-in configuration', () => {
  it('refuses to start in production without a real OpenID client, and says why', () => {
    let error: unknown;
    try {
      loadApiConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('OIDC_CLIENT_ID');
    expect(problems).toContain('development identity provider is refused');
    expect(problems).toContain('SESSION_SECRET');
    expect(problems).toContain('PUBLIC_URL');
  });

  it('starts in production with Google settings', () => {
    const config = loadApiConfig({
      NODE_ENV: 'production',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://biayasekolah.example',
      STORAGE_SIGNING_SECRET: 'y'.repeat(40),
    });
    expect(parentOidcSettings(config)).toMatchObject({
      kind: 'google',
      issuer: 'https://accounts.google.com',
    });
  });

  it('uses the development provider outside production when no client is configured', () => {
    const config = loadApiConfig({ NODE_ENV: 'development', PORT: '3103' });
    expect(parentOidcSettings(config)).toMatchObject({
      kind: 'dev',
      issuer: 'http://localhost:3103/dev-oidc',
    });
  });
});
