-- End-to-end delivery (DESIGN §1): an event is done when every handler
-- subscribed to it has finished, not when its jobs were put on a queue. The
-- relay records one row per event and handler when it queues the jobs; the
-- worker marks a row done right after the handler succeeded, or failed after
-- its last attempt. Rows still open after a timeout are queued again (same
-- job id), so a Redis that lost its data cannot lose an event.
CREATE TABLE outbox_deliveries (
  outbox_id  bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  handler    text NOT NULL,
  -- the last time a job was added for it (by the relay or the sweeper)
  queued_at  timestamptz NOT NULL DEFAULT now(),
  sends      integer NOT NULL DEFAULT 1,
  done_at    timestamptz,
  failed_at  timestamptz,
  attempts   integer,
  last_error text,
  PRIMARY KEY (outbox_id, handler)
);

-- what the sweeper looks at: open deliveries, oldest send first
CREATE INDEX outbox_deliveries_open_idx ON outbox_deliveries (queued_at)
  WHERE done_at IS NULL AND failed_at IS NULL;
-- the dead-letter list in PostgreSQL (npm run jobs:failed)
CREATE INDEX outbox_deliveries_failed_idx ON outbox_deliveries (failed_at)
  WHERE failed_at IS NOT NULL AND done_at IS NULL;
