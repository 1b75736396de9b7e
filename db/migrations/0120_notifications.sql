-- Issue 21: contributors hear back. One row per message to a user, shown in
-- the product (a badge, 'Kontribusi Saya') and mailed by the worker. Any
-- feature tells a user something with db/queries/notifications.ts notify(),
-- inside the transaction of the decision it reports.
CREATE TABLE notifications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- what happened, e.g. 'submission.approved'; the web picks icons by it
  kind          text NOT NULL CHECK (kind ~ '^[a-z_]+\.[a-z_]+$'),
  title         text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body          text NOT NULL CHECK (length(body) <= 4000),
  -- a path of the product the message points to ('/dashboard'), never a host
  link          text CHECK (link IS NULL OR link ~ '^/[^/]'),
  -- the row the message is about (a submission, a claim), for the web's lists
  subject_id    bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  read_at       timestamptz,
  -- the e-mail copy: pending -> sent | skipped (no address, no SMTP) | failed
  email_state   text NOT NULL DEFAULT 'pending'
                CHECK (email_state IN ('pending', 'sent', 'skipped', 'failed')),
  email_at      timestamptz,
  email_error   text
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
