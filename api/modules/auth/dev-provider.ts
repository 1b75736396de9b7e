import { generateKeyPairSync, randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import Provider from 'oidc-provider';
import { hasControlCharacters } from '@core/contracts/safe-text';
import { slugify } from '@core/slug';
import type { ParentOidcSettings } from './auth.config';
import { OIDC_SCOPES } from './oidc-client';
import { devProviderStore } from './dev-provider.store';
import { devLoginPage, messagePage } from './pages';

interface DevProfile {
  name: string;
  email: string;
}

/**
 * A local OpenID provider for development and tests (oidc-provider), so a
 * newcomer can sign in as a test parent without a Google account. Never
 * mounted in production (auth.config refuses it). Single-process: its
 * grants and the names typed into it live in memory.
 */
export function devIdentityProvider(settings: ParentOidcSettings, redirectUri: string): Router {
  const mountPath = new URL(settings.issuer).pathname.replace(/\/$/, '');
  const profiles = new Map<string, DevProfile>();
  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const profile = profiles.get(sub) ?? fallbackProfile(sub);
      return {
        accountId: sub,
        async claims() {
          const [given, ...family] = profile.name.split(/\s+/);
          return {
            sub,
            name: profile.name,
            given_name: given,
            family_name: family.length ? family.join(' ') : undefined,
            email: profile.email,
            email_verified: true,
          };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // put name and e-mail in the ID token itself, as Google does
    conformIdTokenClaims: false,
    interactions: {
      url: async (_ctx: unknown, interaction: { uid: string }) =>
        `${mountPath}/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    adapter: devProviderStore(),
    // a sign-in takes seconds; nothing here needs to outlive a few minutes
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    // a code stays valid when the same browser signs in again in another tab
    expiresWithSession: async () => false,
    cookies: { keys: [settings.clientSecret] },
    jwks: { keys: [signingKey()] },
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Terjadi kesalahan',
        out.error_description ?? out.error ?? 'Login gagal',
      );
    },
  });

  async function finish(
    req: express.Request,
    res: express.Response,
    accountId: string,
    clientId: string,
  ) {
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(OIDC_SCOPES);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const router = Router();
  router.get(`${mountPath}/interaction/:uid`, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = details.session?.accountId;
      if (details.prompt.name === 'consent' && accountId && details.params.client_id) {
        return await finish(req, res, accountId, details.params.client_id);
      }
      res.type('html').send(devLoginPage(`${mountPath}/interaction/${details.uid}/login`));
    } catch (err) {
      next(err);
    }
  });
  router.post(
    `${mountPath}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res, next) => {
      try {
        const details = await provider.interactionDetails(req, res);
        const name = String(req.body?.name ?? '')
          .trim()
          .slice(0, 100);
        const email = String(req.body?.email ?? '')
          .trim()
          .slice(0, 200);
        if (!name || !details.params.client_id || hasControlCharacters(`${name}${email}`)) {
          res
            .status(400)
            .type('html')
            .send(
              devLoginPage(`${mountPath}/interaction/${details.uid}/login`, 'Nama wajib diisi'),
            );
          return;
        }
        const slug = slugify(name) || 'orang-tua';
        const accountId = `dev-${slug}`;
        profiles.set(accountId, { name, email: email || `${slug}@contoh.test` });
        await finish(req, res, accountId, details.params.client_id);
      } catch (err) {
        next(err);
      }
    },
  );
  // only the endpoints the sign-in uses; anything else under the mount path
  // gets the site's not-found page rather than the provider's English pages
  // (its logout page, for one, carries an inline script the CSP refuses)
  const callback = provider.callback();
  router.use(mountPath, (req, res, next) => {
    if (PROVIDER_ENDPOINTS.test(req.path)) return callback(req, res);
    next();
  });
  return router;
}

/** discovery, keys, authorization (and its resume), token, userinfo */
const PROVIDER_ENDPOINTS = /^\/(\.well-known\/openid-configuration|jwks|auth(\/[^/]+)?|token|me)$/;

function fallbackProfile(sub: string): DevProfile {
  const slug = sub.replace(/^dev-/, '');
  return { name: slug.replace(/-/g, ' ') || 'Orang Tua', email: `${slug}@contoh.test` };
}

/** A fresh RSA key per process: ID tokens are checked seconds after they are made. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}
