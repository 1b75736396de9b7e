import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import { moduleDeps, type AppDeps } from './deps';
import { errorHandler, notFoundHandler, pageNotFoundHandler } from './http/errors';
import { apiOnly } from './http/api-only';
import { OwnReads } from './http/own-reads';
import { ClientCookies } from './http/client-cookie';
import { readRateLimit } from './http/read-limit';
import { sessionSecret } from './modules/auth/auth.config';
import { securityHeaders } from './http/security-headers';
import './http/zod-locale';
import { adminAccountRoutes } from './modules/admin-accounts/admin-accounts.routes';
import { createAccounts } from './modules/auth';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { feeInsightRoutes } from './modules/fee-insights/fee-insights.routes';
import { localObjectRoutes } from './modules/objects/local-objects.routes';
import { uploadRoutes } from './modules/objects/uploads.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { levyReportRoutes } from './modules/levy-reports/levy-reports.routes';
import { viewCountRoutes } from './modules/view-count/view-count.routes';
import { academicYearRoutes } from './modules/academic-years/academic-years.routes';
import { costItemRoutes } from './modules/cost-items/cost-items.routes';
import { feeFactRoutes } from './modules/fee-facts/fee-facts.routes';
import { costAdminRoutes } from './modules/cost-admin/cost-admin.routes';
import { exportRoutes } from './modules/exports/exports.routes';
import { schoolRequestRoutes } from './modules/school-requests/school-requests.routes';
import { healthRoutes } from './modules/health/health.routes';
import { districtRoutes } from './modules/districts/districts.routes';
import { mapConfigRoutes } from './modules/map-config/map-config.routes';
import { regionRoutes } from './modules/regions/regions.routes';
import { schoolRoutes } from './modules/schools/schools.routes';
import { schoolMapRoutes } from './modules/school-map/school-map.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { submissionRoutes } from './modules/submissions/submissions.routes';
import { resendRoutes } from './modules/submissions/resend.routes';
import { viewRoutes } from './modules/schools/views.routes';
import { openDataRoutes } from './modules/open-data/open-data.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { shareImageRoutes } from './modules/share-images/share-images.routes';
import { staticWebRoutes } from './modules/site/static';
import { createStoredPages } from './modules/ssr/pages';
import { unreadablePathsNotFound } from './modules/site/public-path';
import { viteWebRoutes } from './modules/site/vite-dev';
import { submissionReviewRoutes } from './modules/submission-review/submission-review.routes';
import { myContributionRoutes } from './modules/my-contributions/my-contributions.routes';
import { schoolAdminRoutes } from './modules/school-admins/school-admins.routes';
import { costCatalogRoutes } from './modules/cost-catalog/cost-catalog.routes';
import { schoolsAdminRoutes } from './modules/schools-admin/schools-admin.routes';
import { adminReportRoutes } from './modules/admin-reports/admin-reports.routes';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes';
import { admissionRoutes } from './modules/admissions/admissions.routes';
import { claimRoutes } from './modules/claims/claims.routes';
import { mergedSchoolRedirects } from './modules/registry/merged-redirects';
import { registryRoutes } from './modules/registry/registry.routes';
import { schoolProfileRoutes } from './modules/school-profile/school-profile.routes';
import { feeRulesAdminRoutes } from './modules/fee-rules-admin/fee-rules-admin.routes';
import { coverageAdminRoutes } from './modules/coverage-admin/coverage-admin.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';

export interface AppOptions {
  /** dev: Vite in middleware mode instead of the built web app */
  vite?: ViteDevServer;
}

/**
 * Builds the Express app from its dependencies. No listening, no globals:
 * tests call createApp with their own database, Redis and search engine.
 * Order: middleware, API modules, the API's 404, the web app, errors.
 */
export function createApp(appDeps: AppDeps, options: AppOptions = {}): express.Express {
  // every module's routes take the same object: `xRoutes(deps)`
  const deps = moduleDeps(appDeps);
  const app = express();
  // the server renderer's reads, dispatched into this very app
  const ownReads = new OwnReads(() => app);
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(ownReads.answersFirst.middleware);
  app.use(
    ownReads.visitorsOnly(
      pinoHttp({
        logger: deps.logger,
        autoLogging: { ignore: (req) => req.url === '/api/health' },
      }),
    ),
  );
  // CSP (with res.locals.cspNonce), frame-ancestors, nosniff, Referrer-Policy, HSTS
  app.use(ownReads.visitorsOnly(securityHeaders(deps.config, deps.storage)));
  // JSON and HTML for phones on mobile networks; prebuilt assets arrive already
  // compressed (Content-Encoding set), which compression leaves alone
  app.use(ownReads.visitorsOnly(compression()));
  // a page path with a NUL byte or a broken escape: 404 before any route reads it
  app.use(unreadablePathsNotFound);
  // ---- local storage driver: signed upload/download URLs (their own authorization;
  // before the JSON parser, which must not read an upload's body)
  app.use(localObjectRoutes(deps));
  app.use(express.json({ limit: '100kb' }));

  // ---- accounts: dev identity provider, then for /api session, req.user, Origin check
  const accounts = createAccounts(deps);
  app.use(ownReads.visitorsOnly(accounts.middleware));

  // ---- read API (public screens); pages, search and listing reads limited per
  // client and per IP, except the page renderer's
  app.use(
    ownReads.visitorsOnly(
      readRateLimit(
        deps.redis,
        deps.config.REDIS_PREFIX,
        {
          perClient: deps.config.READ_RATE_LIMIT_PER_MINUTE,
          perIp: deps.config.READ_RATE_LIMIT_PER_IP_PER_MINUTE,
        },
        new ClientCookies(sessionSecret(deps.config), deps.config.NODE_ENV === 'production'),
      ),
    ),
  );
  // every route under /api: a page request passes them with one test of its path
  app.use(
    apiOnly(
      healthRoutes(deps),
      regionRoutes(deps),
      districtRoutes(deps),
      mapConfigRoutes(deps),
      statsRoutes(deps),
      academicYearRoutes(deps),
    ),
  );
  // a merged record's old addresses (API and page) lead to the survivor (issue 23)
  app.use(mergedSchoolRedirects(deps));
  app.use(
    apiOnly(
      schoolMapRoutes(deps),
      schoolRoutes(deps),
      costItemRoutes(deps),
      feeFactRoutes(deps),
      viewRoutes(deps),
      // whole cost, history, benchmarks, affordability, facts (issue 10)
      feeInsightRoutes(deps),
    ),
  );
  // open data: the fee CSV and the API's docs, also outside /api
  app.use(openDataRoutes(deps));
  // ---- school page: gallery (its images are outside /api)
  app.use(galleryRoutes(deps));
  app.use(
    apiOnly(
      reportRoutes(deps),
      // levies a rule forbids, reported by parents and read by site admins (issue 20 item 7)
      levyReportRoutes(deps),
      // the admin's visit count
      viewCountRoutes(deps),
      // ---- accounts and favourites
      accounts.routes,
      adminAccountRoutes(deps),
      favoriteRoutes(deps),
      // ---- data contributions: upload URLs, submissions, their files for site admins
      uploadRoutes(deps),
      submissionRoutes(deps),
      resendRoutes(deps),
      // ---- school requests; admins: cost management, CSV export
      schoolRequestRoutes(deps),
      costAdminRoutes(deps),
      exportRoutes(deps),
      // ---- issue 8: contribution review, contributors' own lists, school admins,
      // catalog (years, categories), missing schools, reports, overview
      submissionReviewRoutes(deps),
      myContributionRoutes(deps),
      schoolAdminRoutes(deps),
      costCatalogRoutes(deps),
      schoolsAdminRoutes(deps),
      adminReportRoutes(deps),
      adminOverviewRoutes(deps),
      // ---- issue 21: notifications of decisions (contributions; claims of issue 23)
      notificationRoutes(deps),
      // ---- issue 23: claims, school profiles and photos, admissions, registry fixes
      claimRoutes(deps),
      schoolProfileRoutes(deps),
      admissionRoutes(deps),
      registryRoutes(deps),
      // ---- issue 20: fee rules as fee facts
      feeRulesAdminRoutes(deps),
      coverageAdminRoutes(deps),
    ),
  );

  app.use('/api', notFoundHandler);

  // ---- robots.txt and sitemaps, before the web app's static files
  app.use(seoRoutes(deps));
  app.use(shareImageRoutes(deps));

  // ---- web app (after the API so /api never falls through to index.html)
  if (options.vite) app.use(viteWebRoutes(deps, options.vite, ownReads));
  else if (deps.config.WEB_DIST) {
    // public pages rendered by this api in its own pool, stored for every api process
    const pages = createStoredPages(deps, deps.config.WEB_DIST, ownReads);
    app.locals.storedPages = pages;
    app.use(staticWebRoutes(deps, deps.config.WEB_DIST, pages));
  }

  app.use(pageNotFoundHandler);
  app.use(errorHandler);
  return app;
}
