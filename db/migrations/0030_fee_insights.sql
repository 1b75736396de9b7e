-- Issue 10: area fee benchmarks (a projection the worker builds from fee events),
-- the provincial minimum wage, per-school statistics and rendered share images.

-- ---------------------------------------------------------------- benchmark inputs
-- What one school contributes to the benchmarks of its areas, per academic year
-- and dataset ('real' = every source but sample; 'sample' = demo fees). Rebuilt
-- from cost items by the worker; no foreign key, so a deleted school's rows are
-- still there to tell which areas to recompute.
CREATE TABLE fee_benchmark_inputs (
  school_id       bigint NOT NULL,
  dataset         text NOT NULL CHECK (dataset IN ('real', 'sample')),
  year            text NOT NULL,
  education_level education_level NOT NULL,
  status          school_status NOT NULL,
  district_code   text,
  city_code       text NOT NULL,
  province_code   text NOT NULL,
  monthly_spp     bigint,
  entry_fee       bigint,
  first_year      bigint NOT NULL,
  PRIMARY KEY (school_id, dataset, year)
);
CREATE INDEX fee_benchmark_inputs_district_idx
  ON fee_benchmark_inputs (dataset, district_code, education_level, status);
CREATE INDEX fee_benchmark_inputs_city_idx
  ON fee_benchmark_inputs (dataset, city_code, education_level, status);
CREATE INDEX fee_benchmark_inputs_province_idx
  ON fee_benchmark_inputs (dataset, province_code, education_level, status);

-- A school's own average yearly increase (schools with at least two years of fees).
CREATE TABLE fee_growth_inputs (
  school_id       bigint NOT NULL,
  dataset         text NOT NULL CHECK (dataset IN ('real', 'sample')),
  education_level education_level NOT NULL,
  status          school_status NOT NULL,
  district_code   text,
  city_code       text NOT NULL,
  province_code   text NOT NULL,
  rate            double precision NOT NULL,
  PRIMARY KEY (school_id, dataset)
);
CREATE INDEX fee_growth_inputs_city_idx ON fee_growth_inputs (dataset, city_code, education_level, status);
CREATE INDEX fee_growth_inputs_province_idx
  ON fee_growth_inputs (dataset, province_code, education_level, status);

-- The statistics of one area, level, status, metric and year ('' for growth).
-- Rows of any size are kept; readers show only those of 5 schools or more.
CREATE TABLE fee_benchmarks (
  dataset         text NOT NULL CHECK (dataset IN ('real', 'sample')),
  area_kind       text NOT NULL CHECK (area_kind IN ('district', 'city', 'province')),
  area_code       text NOT NULL,
  education_level education_level NOT NULL,
  status          school_status NOT NULL,
  metric          text NOT NULL CHECK (metric IN ('spp', 'entry', 'first_year', 'growth')),
  year            text NOT NULL,
  n               integer NOT NULL CHECK (n > 0),
  p25             double precision NOT NULL,
  median          double precision NOT NULL,
  p75             double precision NOT NULL,
  -- every value sorted when n <= 100, else the percentiles p0..p100
  points          double precision[] NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area_kind, area_code, education_level, status, metric, year, dataset)
);

-- ---------------------------------------------------------------- minimum wage (UMP)
CREATE TABLE minimum_wages (
  province_code text NOT NULL REFERENCES provinces (code),
  year          smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  amount        bigint NOT NULL CHECK (amount > 0),
  -- sources disagree (the file's conflict_note names this year): shown as 'sekitar'
  approximate   boolean NOT NULL DEFAULT false,
  conflict_note text,
  sources       text NOT NULL,
  PRIMARY KEY (province_code, year)
);

-- ---------------------------------------------------------------- school statistics
CREATE TABLE school_stats (
  school_id          bigint PRIMARY KEY REFERENCES schools (id) ON DELETE CASCADE,
  students           integer CHECK (students >= 0),
  students_male      integer CHECK (students_male >= 0),
  students_female    integer CHECK (students_female >= 0),
  teachers_and_staff integer CHECK (teachers_and_staff >= 0),
  non_teaching_staff integer CHECK (non_teaching_staff >= 0),
  study_groups       integer CHECK (study_groups >= 0),
  as_of              text NOT NULL,
  source             text NOT NULL
);

-- ---------------------------------------------------------------- share images
-- 'school:123' or 'city:32.76' -> the stored 1200x630 PNG and a hash of what it shows,
-- so an unchanged card is not rendered again and its URL changes when it does.
CREATE TABLE share_images (
  subject      text PRIMARY KEY CHECK (subject ~ '^(school|city):[0-9.]+$'),
  content_hash text NOT NULL,
  object_key   text NOT NULL,
  rendered_at  timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- open data files
-- Files the worker builds into object storage for everyone (the public fee CSV).
CREATE TABLE open_data_files (
  name        text PRIMARY KEY,
  object_key  text NOT NULL,
  row_count   integer NOT NULL,
  -- when the build that wrote this file started: a later event is not yet in it
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL
);
