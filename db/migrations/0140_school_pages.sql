-- Issue 23: schools complete their own page. A representative claims a school
-- (with proof a site admin reviews), school and site admins keep its profile
-- (contacts, description, facilities, photos) and its admissions facts (SPMB/PPDB
-- schedule, quotas, requirements, fees) current, and site admins fix the
-- registry (edit, merge two records of one school, retire a closed school).
-- Statuses are text with CHECKs, not enums: all migrations run in one
-- transaction, and a new enum value cannot be used before it commits.

-- ---------------------------------------------------------------- registry fixes
ALTER TABLE schools
  -- a closed school: kept (its page, fees and history stay), out of search and listings
  ADD COLUMN retired_at      timestamptz,
  ADD COLUMN retired_reason  text,
  -- a duplicate record merged into the survivor: its URL redirects there
  ADD COLUMN merged_into_id  bigint REFERENCES schools (id),
  -- registry columns a site admin corrected: the registry import leaves them alone
  ADD COLUMN registry_overrides text[] NOT NULL DEFAULT '{}',
  -- the profile's facilities as codes of core/school-profile.ts (facilities keeps their labels)
  ADD COLUMN facility_codes  text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT schools_retired_check CHECK ((retired_at IS NULL) = (retired_reason IS NULL)),
  ADD CONSTRAINT schools_merged_check CHECK (merged_into_id IS NULL OR merged_into_id <> id);
CREATE INDEX schools_merged_into_idx ON schools (merged_into_id) WHERE merged_into_id IS NOT NULL;
CREATE INDEX schools_retired_idx ON schools (id) WHERE retired_at IS NOT NULL;

-- ---------------------------------------------------------------- profile provenance
-- Who last changed each profile field and when (the page and the API show it).
-- The role is the one the person had then: 'school_admin' reads 'pihak sekolah'.
CREATE TABLE school_profile_changes (
  school_id       bigint NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  field           text NOT NULL CHECK (field IN (
                    'phone', 'email', 'website', 'description', 'facilities', 'photos', 'admissions')),
  changed_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_by_role text NOT NULL CHECK (changed_by_role IN ('site_admin', 'school_admin')),
  changed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, field)
);

-- ---------------------------------------------------------------- claims
-- pending -> approved (the claimant becomes a school admin of the school) | rejected (with a reason)
CREATE TABLE school_claims (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id        bigint NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimant_name    text NOT NULL CHECK (length(claimant_name) > 0),
  -- jabatan: Kepala Sekolah, Operator Sekolah, Bendahara ...
  position         text NOT NULL CHECK (length(position) > 0),
  phone            text NOT NULL,
  email            citext NOT NULL,
  note             text,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason text,
  reviewed_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
);
-- one open claim per person and school
CREATE UNIQUE INDEX school_claims_pending_idx ON school_claims (school_id, user_id)
  WHERE status = 'pending';
CREATE INDEX school_claims_status_idx ON school_claims (status, created_at DESC);
CREATE INDEX school_claims_user_idx ON school_claims (user_id, created_at DESC);

-- The proof (a letter with the school's stamp, an SK), uploaded like contribution files
-- and checked by the worker.
CREATE TABLE school_claim_files (
  claim_id      bigint NOT NULL REFERENCES school_claims (id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position >= 0),
  upload_id     uuid NOT NULL UNIQUE REFERENCES uploads (id),
  original_name text NOT NULL,
  PRIMARY KEY (claim_id, position)
);

-- ---------------------------------------------------------------- gallery photos
-- Photos admins upload: pending (uploaded, not yet checked) -> done (resized
-- variants stored under gallery/) | failed (not an image; the reason is kept).
-- Rows from before (object_path given, no upload) are done.
ALTER TABLE gallery_images
  ALTER COLUMN object_path DROP NOT NULL,
  ADD COLUMN upload_id  uuid UNIQUE REFERENCES uploads (id),
  ADD COLUMN state      text NOT NULL DEFAULT 'done' CHECK (state IN ('pending', 'done', 'failed')),
  ADD COLUMN error      text,
  ADD COLUMN width      integer,
  ADD COLUMN height     integer,
  -- [{ "width": 480, "objectPath": "...", "bytes": 31234 }, ...] smallest first
  ADD COLUMN variants   jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT gallery_images_done_check CHECK (state <> 'done' OR object_path IS NOT NULL);

-- ---------------------------------------------------------------- admissions facts
-- One row per school and academic year. Schedule, quotas and fees are small
-- lists validated by core/contracts/admissions.ts at the only write path.
--   schedule: [{ "kind": "registration" | "test" | "announcement" | "re_registration",
--                "label": "Tahap 1", "startsOn": "2027-06-01", "endsOn": "2027-06-05" }]
--   quotas:   [{ "track": "Domisili", "seats": 120, "note": null }]
--   fees:     [{ "label": "Formulir", "amount": 150000, "note": null }]
CREATE TABLE school_admissions (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id       bigint NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  academic_year   text NOT NULL CHECK (academic_year ~ '^[0-9]{4}/[0-9]{4}$'),
  -- SPMB (since 2025) or PPDB, as the school names it
  system_name     text NOT NULL DEFAULT 'SPMB',
  schedule        jsonb NOT NULL DEFAULT '[]',
  quotas          jsonb NOT NULL DEFAULT '[]',
  requirements    text,
  fees            jsonb NOT NULL DEFAULT '[]',
  source_title    text NOT NULL,
  source_url      text,
  updated_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_by_role text NOT NULL CHECK (updated_by_role IN ('site_admin', 'school_admin')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_id, academic_year)
);

-- ---------------------------------------------------------------- search documents
-- The built-in engine's documents carry the school's current or next
-- registration window (days as yyyymmdd numbers): the 'pendaftaran dibuka'
-- filter compares them with the day of the query. No rebuild is needed: no
-- school has admissions yet, and null is what the documents would hold.
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
         ADD COLUMN IF NOT EXISTS registration_opens_on  integer,
         ADD COLUMN IF NOT EXISTS registration_closes_on integer',
      tbl);
  END LOOP;
END $$;
