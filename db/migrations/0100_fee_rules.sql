-- Issue 20: fee rules as data. A rule says what a whole class of schools may
-- charge (db/data/fee_rules.csv.gz, then site admins' edits); a school's fee
-- facts are its own lines first, then the lines of the rules that apply to it
-- (core/fee-facts.ts). Rules are matched to schools by scope, registry form and
-- registry status (never the name); a rule with listed schools (a programme,
-- db/data/free_private_programme.csv.gz) applies to those NPSNs only.

CREATE TABLE fee_rules (
  -- 'R01' … from the file; rules site admins add get 'A1', 'A2' …
  id             text PRIMARY KEY CHECK (id ~ '^[A-Z][A-Z0-9]{0,15}$'),
  scope          text NOT NULL CHECK (scope IN ('national', 'province')),
  -- a Kemendagri province code; no foreign key: rules load before (or without) the regions
  province_code  text CHECK (province_code ~ '^[0-9]{2}$'),
  -- registry forms as the file names them ('SD', 'SMPLB', 'SLB') or {all}
  levels         text[] NOT NULL CHECK (cardinality(levels) >= 1),
  -- the registry forms those levels stand for (SLB: SLB and SMLB), what matching reads
  forms          text[] NOT NULL,
  status         text NOT NULL CHECK (status IN ('negeri', 'swasta', 'all')),
  kind           text NOT NULL CHECK (kind ~ '^[a-z_]+$'),
  -- fee items the rule speaks of: spp, uang_pangkal, daftar_ulang, komite, seragam
  items          text[] NOT NULL DEFAULT '{}',
  amount         bigint CHECK (amount >= 0),
  amount_kind    text NOT NULL CHECK (amount_kind IN ('zero', 'cap', 'none')),
  -- the short Indonesian name shown after 'Aturan: ' ('Permendikbud 44/2012 Pasal 9(1)')
  title          text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- the instrument as the source names it, in full
  instrument     text NOT NULL,
  -- the first day it is in force, when known; effective_text as the source wrote it
  effective_from date,
  effective_text text,
  evidence       text NOT NULL
                 CHECK (evidence IN ('regulation_text', 'news_citing_instrument', 'news_programme', 'weak')),
  sources        text NOT NULL DEFAULT '',
  -- the compiler's note (English in the file) and an optional Indonesian explanation for parents
  note           text,
  explanation    text,
  -- 'import': the file's row, which a re-import keeps current; 'admin': changed by a site admin,
  -- which a re-import leaves alone
  origin         text NOT NULL CHECK (origin IN ('import', 'admin')),
  retired_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  updated_by     bigint REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((scope = 'national') = (province_code IS NULL)),
  CHECK ((amount_kind = 'none') = (amount IS NULL))
);

-- Schools a rule names one by one (a programme's NPSNs). A rule with rows here
-- applies to these schools only.
CREATE TABLE fee_rule_schools (
  rule_id        text NOT NULL REFERENCES fee_rules (id) ON DELETE CASCADE,
  npsn           text NOT NULL,
  name_in_source text,
  academic_year  text,
  programme      text,
  sources        text,
  PRIMARY KEY (rule_id, npsn)
);
CREATE INDEX fee_rule_schools_npsn_idx ON fee_rule_schools (npsn);

-- Fee items rules speak of that had no category yet. Rule lines and school
-- lines of these items are one item (own beats rule).
INSERT INTO global_cost_categories (code, name, description, sort_order) VALUES
  ('daftar_ulang', 'Daftar Ulang', 'Biaya daftar ulang atau registrasi ulang tiap tahun', 25),
  ('komite', 'Iuran Komite', 'Iuran atau sumbangan rutin melalui komite sekolah', 45)
ON CONFLICT (code) DO NOTHING;

-- a matching school's forms and statuses: the rules of a class of schools are read per batch
CREATE INDEX schools_form_status_idx ON schools (province_code, form, status);
