-- Issue 21: the worker reads uploaded brochures. One reading per upload:
-- pending -> running -> done | unreadable, with the fee lines it proposes
-- (label, amount, frequency, variant, category, page, box). Proposals only:
-- nothing here is published without a site admin's review.
CREATE TABLE upload_readings (
  upload_id     uuid PRIMARY KEY REFERENCES uploads (id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'running', 'done', 'unreadable')),
  lines         jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(lines) = 'array'),
  -- what the contributor and the reviewer are told (why unreadable, or a hint)
  message       text,
  -- 'pdf-text' (the PDF's own text), 'ocr', or both across pages
  source        text,
  page_count    integer,
  ocr_pages     integer,
  attempts      integer NOT NULL DEFAULT 0,
  requested_at  timestamptz NOT NULL DEFAULT now(),
  started_at    timestamptz,
  finished_at   timestamptz,
  CHECK ((status IN ('done', 'unreadable')) = (finished_at IS NOT NULL))
);

-- Issue 21: a contribution remembers the school page it came from and the
-- year it is for, carries the fee lines the parent typed or corrected, and
-- can be corrected and sent again after a rejection.
ALTER TABLE school_submissions
  ADD COLUMN source_school_id bigint REFERENCES schools (id) ON DELETE SET NULL,
  ADD COLUMN requested_academic_year_id integer REFERENCES academic_years (id),
  ADD COLUMN resubmitted_at timestamptz,
  ADD COLUMN resubmission_count integer NOT NULL DEFAULT 0,
  -- the reason of the last rejection, kept when the contribution is sent again
  ADD COLUMN previous_rejection_reason text;

CREATE TABLE submission_lines (
  submission_id bigint NOT NULL REFERENCES school_submissions (id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position >= 0),
  label         text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  amount        bigint NOT NULL CHECK (amount > 0),
  frequency     cost_frequency NOT NULL,
  -- 'gelombang 1', 'putri'
  notes         text,
  -- a global category code guessed by the reader or picked by the parent
  category_code text,
  -- typed by the parent, read from a file as is, or read and then corrected
  origin        text NOT NULL CHECK (origin IN ('typed', 'read', 'corrected')),
  -- where a read line was found
  upload_id     uuid REFERENCES uploads (id) ON DELETE SET NULL,
  page          integer,
  box           jsonb,
  PRIMARY KEY (submission_id, position)
);
