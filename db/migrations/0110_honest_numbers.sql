-- Issue 20, honest numbers: a price list's schedule for later years of study,
-- first-year totals that are only a minimum kept out of the benchmarks, and
-- BPS's household spending on education as context where a school's fees are unknown.

-- 'Dana Daftar Ulang Tahunan … Tahun ke 2': the fee a price list fixes in advance for
-- the cohort's 2nd, 3rd … year; null for the fees of the year of entry.
ALTER TABLE cost_items
  ADD COLUMN year_of_study smallint CHECK (year_of_study BETWEEN 2 AND 12);

-- A first-year total that leaves out an unknown SPP, uang pangkal, uniform or books is a
-- minimum: it is no benchmark figure (the input row keeps its SPP and entry fee).
ALTER TABLE fee_benchmark_inputs ALTER COLUMN first_year DROP NOT NULL;

-- BPS Statistik Penunjang Pendidikan: average spending per pupil and school year, by
-- level, area (the nation or a province), urban/rural setting and school status.
CREATE TABLE household_education_spending (
  -- 'year|area|setting|levels|status', the import's key: a re-run changes nothing
  key           text PRIMARY KEY,
  academic_year text NOT NULL,
  -- 'ID' for the nation, else a province code
  area_code     text NOT NULL,
  area_name     text NOT NULL,
  -- '' (all), 'urban' or 'rural'
  setting       text NOT NULL CHECK (setting IN ('', 'urban', 'rural')),
  -- 'SD', 'SMP' or 'SMA;SMK' as BPS groups them
  levels        text NOT NULL,
  school_status text NOT NULL CHECK (school_status IN ('all', 'negeri', 'swasta')),
  amount        bigint NOT NULL CHECK (amount > 0),
  publication   text NOT NULL,
  reported_by   text NOT NULL
);
CREATE INDEX household_education_spending_levels_idx
  ON household_education_spending (levels, area_code);
