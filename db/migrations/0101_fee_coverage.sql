-- Issue 20 item 6: coverage of fee facts as a projection. What is known of
-- each school's fees (its own lines, a rule's, nothing), counted per city,
-- level and registry status, with the students where the registry knows them.
-- The worker rebuilds it from fee, rule and school events; /api/stats, the
-- about page and the admin coverage view read it.
CREATE TABLE fee_coverage (
  province_code   text NOT NULL,
  city_code       text NOT NULL,
  education_level education_level NOT NULL,
  -- the registry's status: 'public', 'private' or 'unknown'
  status          text NOT NULL CHECK (status IN ('public', 'private', 'unknown')),
  basis           text NOT NULL CHECK (basis IN ('own', 'rule', 'none')),
  schools         integer NOT NULL CHECK (schools > 0),
  -- students of the schools whose count the registry knows, and how many those are
  students        bigint NOT NULL DEFAULT 0,
  students_known  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (city_code, education_level, status, basis)
);
CREATE INDEX fee_coverage_province_idx ON fee_coverage (province_code);

-- When the projection was last built (one row): a build that started after an
-- event committed already holds it.
CREATE TABLE fee_coverage_builds (
  singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL
);
