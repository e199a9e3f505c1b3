-- Where a live inbox catches up from. Ids come from a sequence, so an inquiry can commit
-- after a newer one; a catch-up also asks for the rows stored by transactions at or past
-- the oldest one still running when the reader last read (pg_snapshot_xmin).

-- The transaction that stored each inquiry. Rows stored before this migration keep NULL:
-- long committed, no catch-up needs them. The default is set after the column is added,
-- so that adding it does not rewrite the table.
ALTER TABLE contact_submissions ADD COLUMN stored_by xid8;
ALTER TABLE contact_submissions ALTER COLUMN stored_by SET DEFAULT pg_current_xact_id();

-- The notification also carries, after a semicolon, the oldest other transaction still
-- running while the rows were stored (else the next to start): any inquiry that commits
-- after these was stored by it or a later one.
CREATE OR REPLACE FUNCTION inquiry_stored_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  seen pg_snapshot := pg_current_snapshot();
  running xid8;
BEGIN
  IF (SELECT count(*) FROM new_rows) <= 200 THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM new_rows;
  END IF;
  SELECT x INTO running FROM pg_snapshot_xip(seen) AS x
    WHERE x <> pg_current_xact_id() ORDER BY x LIMIT 1;
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('inquiry_stored',
      coalesce(ids, '') || ';' || coalesce(running, pg_snapshot_xmax(seen))::text);
  END IF;
  RETURN NULL;
END $$;
