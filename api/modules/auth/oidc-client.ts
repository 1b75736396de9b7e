import * as client from 'openid-client';
import type { OidcProfile } from '@db/queries/users';
import type { ParentOidcSettings } from './auth.config';

export const OIDC_SCOPES = 'openid email profile';

/** What the browser session must remember between the login redirect and the callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The parents' OpenID Connect client (Google, or the development provider):
 * authorization code flow with PKCE, state and nonce. The provider's metadata
 * is discovered on first use (the development provider lives in this very
 * process, so it cannot be asked before the server listens).
 */
export class ParentOidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly settings: ParentOidcSettings,
    readonly redirectUri: string,
  ) {}

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        client.ClientSecretBasic(this.settings.clientSecret),
        {
          // plain http is allowed for the local development provider only
          execute:
            this.settings.kind === 'dev' && this.settings.issuer.startsWith('http:')
              ? [client.allowInsecureRequests]
              : [],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined; // try again on the next sign-in
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(): Promise<{ url: URL; checks: OidcChecks }> {
    const config = await this.discover();
    const checks: OidcChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: OIDC_SCOPES,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      // Google: let people pick an account; dev provider: always show the name form
      prompt: this.settings.kind === 'google' ? 'select_account' : 'login',
    });
    return { url, checks };
  }

  /**
   * Validates the authorization response against the session's checks,
   * redeems the code and returns who signed in. Throws on any mismatch.
   */
  async finish(callbackQuery: string, checks: OidcChecks): Promise<OidcProfile> {
    const config = await this.discover();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token in the token response');
    return profileFromClaims(claims);
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Name and e-mail from standard claims; an unverified e-mail is not kept. */
function profileFromClaims(claims: client.IDToken): OidcProfile {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  const fullName = text(claims.name);
  if (!firstName && !lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first ?? null;
    lastName = rest.length ? rest.join(' ') : null;
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: claims.email_verified === false ? null : text(claims.email),
    firstName,
    lastName,
  };
}
