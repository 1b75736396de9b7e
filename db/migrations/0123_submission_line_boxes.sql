-- Issue 21: submission lines' boxes were written as JSON text inside a jsonb
-- string ('"{\"x\":0.1,...}"') instead of a jsonb object; the write is fixed,
-- and the rows already written are turned into the object they meant.
UPDATE submission_lines
SET box = (box #>> '{}')::jsonb
WHERE jsonb_typeof(box) = 'string';

ALTER TABLE submission_lines
  ADD CONSTRAINT submission_lines_box_object CHECK (box IS NULL OR jsonb_typeof(box) = 'object');
