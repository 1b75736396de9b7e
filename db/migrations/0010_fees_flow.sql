-- Issue 8: real fees flow in. Contributions are reviewed (approved with the
-- school and year their fees went to, or rejected with a reason), reports are
-- resolved, fees published by schools are imported, and every admin change is
-- written to a general audit log with its actor.
--
-- All migrations run in one transaction, and a value added to an enum cannot
-- be used before that transaction commits: nothing below names 'published'.
ALTER TYPE fee_source ADD VALUE IF NOT EXISTS 'published';

-- ---------------------------------------------------------------- contribution review
ALTER TABLE school_submissions
  ADD COLUMN rejection_reason text,
  ADD COLUMN school_id bigint REFERENCES schools (id) ON DELETE SET NULL,
  ADD COLUMN academic_year_id integer REFERENCES academic_years (id),
  ADD CONSTRAINT school_submissions_review_check CHECK (
    (status = 'pending') = (reviewed_at IS NULL)
    AND (status = 'rejected') = (rejection_reason IS NOT NULL)
  );
-- the admin list filtered by status; a contributor's own list
CREATE INDEX school_submissions_status_idx ON school_submissions (status, created_at DESC);
CREATE INDEX school_submissions_user_idx ON school_submissions (user_id, created_at DESC);
CREATE INDEX cost_items_submission_idx ON cost_items (source_submission_id)
  WHERE source_submission_id IS NOT NULL;

-- a requester's own list ('Request Saya')
CREATE INDEX school_requests_user_idx ON school_requests (user_id, created_at DESC);

-- ---------------------------------------------------------------- imported fees
-- The stable key of an imported item ('published:20228756:2025/2026:Seragam Putra'):
-- a re-import updates its row in place, and a row an admin changed or deleted
-- is recognised and left alone.
ALTER TABLE cost_items ADD COLUMN source_key text;
CREATE UNIQUE INDEX cost_items_source_key_idx ON cost_items (source_key)
  WHERE source_key IS NOT NULL;

-- ---------------------------------------------------------------- categories
-- names compared without case: 'Komite Sekolah' and 'komite sekolah' are one category
CREATE UNIQUE INDEX school_cost_categories_name_idx
  ON school_cost_categories (school_id, lower(name));
CREATE UNIQUE INDEX global_cost_categories_name_idx ON global_cost_categories (lower(name));

-- ---------------------------------------------------------------- reports: open -> resolved
ALTER TABLE reports ADD COLUMN resolved_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX reports_open_idx ON reports (created_at DESC) WHERE resolved_at IS NULL;

-- ---------------------------------------------------------------- audit log
-- One row per admin action, written by the service in the action's own
-- transaction: who (actor), what (action), about which school, a sentence for
-- the Overview's recent activity and the details as JSON. cost_item_audit
-- (trigger) still keeps every cost item row's before and after.
CREATE TABLE audit_log (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at        timestamptz NOT NULL DEFAULT now(),
  actor_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  action    text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  -- the school concerned; kept as a plain id so history outlives the school
  school_id bigint,
  entity_id text,
  summary   text NOT NULL,
  details   jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_school_idx ON audit_log (school_id, at DESC) WHERE school_id IS NOT NULL;
