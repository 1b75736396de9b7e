-- Built-in search engine: the fields issue 9 filters and sorts on. Each index
-- generation's table gets them as well as the template new generations copy.
-- Documents written before this migration lack the values, so a full rebuild
-- is requested through the outbox (the worker runs it); a database without
-- schools has nothing to rebuild.
DO $$
DECLARE
  tbl text;
BEGIN
  FOR tbl IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
      AND (c.relname = 'search_docs_template' OR c.relname ~ '^search_docs_[0-9]+$')
  LOOP
    EXECUTE format(
      'ALTER TABLE %I
         ADD COLUMN IF NOT EXISTS updated_ms  bigint NOT NULL DEFAULT 0,
         ADD COLUMN IF NOT EXISTS monthly_spp bigint,
         ADD COLUMN IF NOT EXISTS lat         double precision,
         ADD COLUMN IF NOT EXISTS lng         double precision',
      tbl);
  END LOOP;
END $$;

INSERT INTO outbox (event_type, payload)
SELECT 'index.rebuild_requested', '{"reason": "search fields for filters, sorts and distance"}'::jsonb
WHERE EXISTS (SELECT 1 FROM schools);
