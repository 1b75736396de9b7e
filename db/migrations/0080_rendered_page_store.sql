-- Rendered pages as a projection (issue 11): the worker renders public pages
-- and stores them here; api processes serve them and never render. A page is
-- fresh while none of its scopes (rendered_page_versions) has a version above
-- the watermark read before it was rendered. html is NULL for a URL the
-- renderer does not render (the browser builds that page).
CREATE TABLE rendered_pages (
  path         text PRIMARY KEY CHECK (path LIKE '/%' AND length(path) <= 1000),
  html         text,
  state        text NOT NULL DEFAULT '',
  scopes       text[] NOT NULL,
  watermark    bigint NOT NULL,
  rendered_at  timestamptz NOT NULL DEFAULT now(),
  -- last asked for by a visitor (refreshed at most daily): the worker renders
  -- again, on an event, only the pages someone has asked for recently
  requested_at timestamptz NOT NULL DEFAULT now()
);

-- which stored pages a bump makes stale
CREATE INDEX rendered_pages_scopes_idx ON rendered_pages USING gin (scopes);

-- Secrets the api and the worker share without configuration. 'internal-reads'
-- marks the worker renderer's reads of the api, which the per-IP read limit
-- does not count. gen_random_uuid is built on the server's strong random source.
CREATE TABLE service_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO service_secrets (name, value)
VALUES ('internal-reads', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
