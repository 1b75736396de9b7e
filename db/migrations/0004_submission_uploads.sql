-- Contribution uploads (SPEC §2 Contribute, DESIGN §1 'process upload').
-- An upload belongs to at most one submission: the api checks it under a row
-- lock, and this index makes the database refuse a second use as well.
CREATE UNIQUE INDEX submission_files_upload_idx ON submission_files (upload_id);

-- Uploads a user asked for (pending until a submission uses them), found when
-- a submission names them and when stale ones are swept.
CREATE INDEX uploads_user_idx ON uploads (user_id, created_at);
CREATE INDEX uploads_pending_idx ON uploads (created_at) WHERE state = 'pending';
