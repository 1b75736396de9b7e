-- Issue 20 item 7: parents report a levy that a rule forbids ('Sekolah memungut
-- biaya yang dilarang aturan', from the school page). Kept for site admins, who
-- see them counted per school; never a fee, never in any projection.
CREATE TABLE levy_reports (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id     bigint NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  -- the rule the reporter says the levy breaks; kept when the rule is retired
  rule_id       text NOT NULL REFERENCES fee_rules (id) ON DELETE CASCADE,
  -- the fee item the rule fixes at Rp0 that the school still asks for
  item          text NOT NULL CHECK (item IN ('spp', 'uang_pangkal', 'daftar_ulang', 'komite', 'seragam')),
  -- what the school asks, as the reporter says; never a published fee
  amount        bigint CHECK (amount >= 0),
  user_id       bigint REFERENCES users (id) ON DELETE SET NULL,
  -- a parent may report without a name: levies are reported against the school their child attends
  reporter_name text,
  contact       text,
  description   text NOT NULL CHECK (length(description) >= 10),
  resolved_at   timestamptz,
  resolved_by   bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX levy_reports_school_idx ON levy_reports (school_id, created_at DESC);
CREATE INDEX levy_reports_open_idx ON levy_reports (created_at DESC) WHERE resolved_at IS NULL;
