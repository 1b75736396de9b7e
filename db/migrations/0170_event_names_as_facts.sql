-- Event names say what happened (issue 25): two names read as commands and
-- became facts. The outbox rows not yet delivered take the new name: unsent
-- rows (the relay takes only names it knows) and rows with a delivery still
-- open or failed (the sweeper and `npm run jobs:failed -- --retry` send them
-- again from the row). Delivered rows are history that prune-outbox deletes;
-- they keep the name they were sent under. Deliveries hold no event type, and
-- handler names do not change. Jobs already in Redis keep the old name in
-- their data: the worker reads it through worker/relay/legacy-events.ts.
UPDATE outbox o
SET event_type = CASE o.event_type
    WHEN 'index.rebuild_requested' THEN 'schools.bulk_changed'
    WHEN 'export.requested' THEN 'export.created'
  END
WHERE o.event_type IN ('index.rebuild_requested', 'export.requested')
  AND (
    o.sent_at IS NULL
    OR EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.outbox_id = o.id AND d.done_at IS NULL)
  );
