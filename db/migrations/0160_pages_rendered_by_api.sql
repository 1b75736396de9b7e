-- Render where the data is (issue 25, DESIGN §7): the api renders public
-- pages in its own thread pool, calling its own endpoints in process, and
-- stores them here with their head and status, so a stored page is served
-- with no read at all. The worker no longer renders: page.render_requested
-- is gone (its rows are dropped with their deliveries), and so is the secret
-- that marked the worker renderer's reads of the api.
ALTER TABLE rendered_pages
  ADD COLUMN head   text,
  ADD COLUMN status integer NOT NULL DEFAULT 200;

-- pages the worker stored for URLs it did not render; the api never stores one
DELETE FROM rendered_pages WHERE html IS NULL;

DELETE FROM outbox WHERE event_type = 'page.render_requested';

DROP TABLE service_secrets;
