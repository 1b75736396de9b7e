-- What the worker checked (issue 14): the SHA-256 of a contribution file's
-- bytes, recorded with its size when the check passed. A download is served
-- only while the stored object still has this size and digest. Rows checked
-- before this column existed keep NULL and are compared by size alone.
ALTER TABLE uploads ADD COLUMN sha256 bytea CHECK (octet_length(sha256) = 32);
