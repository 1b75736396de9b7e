-- Built-in search engine: the fields issue 22's 'Sekolah Terbaru' orders on
-- (newest fee change, fee items stated). Each index generation's table gets
-- them as well as the template new generations copy. Documents written before
-- lack the values, so a full rebuild is requested through the outbox (the
-- worker runs it; Meilisearch documents get the fields the same way).
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
         ADD COLUMN IF NOT EXISTS fees_changed_ms bigint,
         ADD COLUMN IF NOT EXISTS fee_facts       integer NOT NULL DEFAULT 0',
      tbl);
  END LOOP;
END $$;

INSERT INTO outbox (event_type, payload)
SELECT 'index.rebuild_requested', '{"reason": "fee recency fields for Sekolah Terbaru"}'::jsonb
WHERE EXISTS (SELECT 1 FROM schools);
