-- Request limits shared by every instance on this database (per-minute and per-day
-- inserts per client today; the same table can hold other scopes, such as sign-ins).
-- One row per accepted request, kept while a window can still count it (each instance
-- sweeps older rows every few minutes): a sliding window is exact, and Retry-After
-- says when the oldest counted request leaves it.
-- UNLOGGED: no WAL for counts, which are written on every request. A clean restart
-- keeps them; a database crash (or a failover to a replica) empties the table, and
-- every client starts with a fresh budget, as after a restart of a single instance
-- that counts in memory.
CREATE UNLOGGED TABLE rate_limit_hits (
  -- What is limited ('insert') and who (an IPv4 address or an IPv6 /64).
  scope text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL
);

-- The only index: every request writes it, the occasional sweep reads the table whole.
CREATE INDEX rate_limit_hits_client_idx ON rate_limit_hits (scope, client, at);

-- Counts a batch of requests, in order, each if it fits every window of its client:
-- one call and one commit for many requests, as the inserts are written. Atomic per
-- client: a transaction-level advisory lock keyed by the client serialises its requests
-- across all instances, so N instances together allow exactly the limit. The batch
-- takes its clients' locks first, in one global order, so two batches that share
-- clients never wait on each other in a cycle.
-- Windows are parallel arrays (limit, length in milliseconds), limits above 0.
-- Returns, per request, 0 when it was counted, else the milliseconds until one more fits.
-- Refused requests are not recorded: a client who waits as told gets through.
CREATE FUNCTION rate_limit_hits(p_scope text, p_clients text[], p_limits integer[], p_windows_ms bigint[])
RETURNS bigint[]
LANGUAGE plpgsql
AS $$
DECLARE
  lock_key bigint;
  v_client text;
  now_at timestamptz;
  retry_at timestamptz;
  blocking timestamptz;
  waits bigint[] := '{}';
  recent timestamptz[];
  largest integer := (SELECT max(l) FROM unnest(p_limits) AS l);
  horizon interval := (SELECT max(w) FROM unnest(p_windows_ms) AS w) * interval '1 millisecond';
BEGIN
  -- Counts do not survive a crash anyway (unlogged): the commit need not wait for a flush.
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR lock_key IN
    SELECT DISTINCT hashtextextended(p_scope || ' ' || c, 0) AS k FROM unnest(p_clients) AS c ORDER BY k
  LOOP
    PERFORM pg_advisory_xact_lock(lock_key);
  END LOOP;
  FOREACH v_client IN ARRAY p_clients LOOP
    -- Taken under the lock, so the stored times of one client are in the lock's order.
    now_at := clock_timestamp();
    retry_at := NULL;
    -- The client's most recent requests, newest first, as many as the largest limit:
    -- one index scan answers every window.
    SELECT coalesce(array_agg(r.at ORDER BY r.at DESC), '{}') INTO recent FROM (
      SELECT h.at FROM rate_limit_hits h
      WHERE h.scope = p_scope AND h.client = v_client AND h.at > now_at - horizon
      ORDER BY h.at DESC LIMIT largest
    ) r;
    FOR i IN 1 .. coalesce(array_length(p_limits, 1), 0) LOOP
      -- The limit-th most recent request: once it leaves the window, one more fits.
      blocking := recent[p_limits[i]];
      IF blocking IS NOT NULL AND blocking > now_at - p_windows_ms[i] * interval '1 millisecond' THEN
        retry_at := greatest(retry_at, blocking + p_windows_ms[i] * interval '1 millisecond');
      END IF;
    END LOOP;
    IF retry_at IS NULL THEN
      INSERT INTO rate_limit_hits (scope, client, at) VALUES (p_scope, v_client, now_at);
      waits := waits || 0::bigint;
    ELSE
      waits := waits || greatest(1, ceil(extract(epoch FROM retry_at - now_at) * 1000))::bigint;
    END IF;
  END LOOP;
  RETURN waits;
END
$$;
