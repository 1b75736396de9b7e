-- Issue 21: a rejected contribution can be corrected and sent again. Each
-- round that ended in a rejection is kept here when the contributor resends:
-- what was sent (fields, fee lines, file names), who rejected it, when and
-- why. The submission row itself always holds the current round.
CREATE TABLE submission_rounds (
  submission_id    bigint NOT NULL REFERENCES school_submissions (id) ON DELETE CASCADE,
  round            integer NOT NULL CHECK (round >= 1),
  sent_at          timestamptz NOT NULL,
  rejected_at      timestamptz NOT NULL,
  rejected_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  rejection_reason text NOT NULL,
  resent_at        timestamptz NOT NULL DEFAULT now(),
  -- the round as sent: {schoolName, cityName, educationLevels, lines, files}
  sent             jsonb NOT NULL CHECK (jsonb_typeof(sent) = 'object'),
  PRIMARY KEY (submission_id, round)
);
