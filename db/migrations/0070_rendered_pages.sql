-- Server-rendered pages (issue 11). Each api process keeps rendered anonymous
-- pages in memory; a page lists the scopes it shows ('site', 'area:' for all
-- Indonesia, 'area:<province>', 'area:<province>/<city>', 'school:<id>').
-- The worker's invalidate-pages handler bumps a scope's version when an
-- outbox event changes what it shows; api processes read the versions newer
-- than the last they saw (every few hundred ms) and drop pages rendered
-- before a bump of one of their scopes.
CREATE SEQUENCE rendered_page_version_seq;

CREATE TABLE rendered_page_versions (
  scope      text PRIMARY KEY,
  version    bigint NOT NULL DEFAULT nextval('rendered_page_version_seq'),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- what the api's poll reads: versions above its watermark
CREATE INDEX rendered_page_versions_version_idx ON rendered_page_versions (version);
