-- Built-in search engine (search/postgres). PostgreSQL is the durable home of
-- the index: every document lives in the table of its index generation, and
-- each process serves queries from an in-memory replica it keeps current by
-- LISTEN/NOTIFY on 'search_index' plus polling `seq`.

-- Which generation is live, and the change counter. Every write bumps `seq`
-- while holding this row's lock, so writes commit in `seq` order and a replica
-- that has applied everything up to N never misses a later commit below N.
CREATE TABLE search_index_state (
  singleton       boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  live_generation integer NOT NULL,
  seq             bigint NOT NULL DEFAULT 0
);

-- A rebuild fills a 'building' generation beside the live one and swaps it in;
-- writes made meanwhile go to both. Retired generations are dropped a little
-- later, once replicas have moved on.
CREATE TABLE search_generations (
  id         integer PRIMARY KEY,
  state      text NOT NULL CHECK (state IN ('building', 'live', 'retired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- a rebuild touches its generation as it goes; an abandoned one goes stale
  touched_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
CREATE SEQUENCE search_generation_seq;

-- The shape of each generation's table search_docs_<id>, created with
-- (LIKE search_docs_template INCLUDING ALL). Never holds rows itself.
-- Flat columns are what replicas load; `school` is returned with hits as is.
CREATE TABLE search_docs_template (
  id              bigint PRIMARY KEY,
  seq             bigint NOT NULL,
  -- a removal is kept as a row, so replicas catching up by `seq` see it
  deleted         boolean NOT NULL DEFAULT false,
  name            text NOT NULL DEFAULT '',
  location        text NOT NULL DEFAULT '',
  npsn            text,
  education_level text,
  status          text,
  province_id     text,
  city_id         text,
  district_id     text,
  curriculum      text,
  total_cost      bigint,
  has_fees        boolean NOT NULL DEFAULT false,
  popularity      bigint NOT NULL DEFAULT 0,
  created_ms      bigint NOT NULL DEFAULT 0,
  school          jsonb
);
CREATE INDEX search_docs_template_seq_idx ON search_docs_template (seq, id);

INSERT INTO search_generations (id, state) VALUES (1, 'live');
SELECT setval('search_generation_seq', 1);
CREATE TABLE search_docs_1 (LIKE search_docs_template INCLUDING ALL);
INSERT INTO search_index_state (live_generation) VALUES (1);
