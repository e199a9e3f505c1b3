-- The bundled server's rules, here in the database, for a site whose form inserts straight
-- into a hosted Supabase project through the Data API (PostgREST) with the anon key:
--
--   * duplicate suppression: an exact repeat of a stored inquiry (the same name, e-mail,
--     message, inquiry type and size) within 10 minutes is not stored again, and the
--     visitor still gets 201;
--   * per-client limits: 5 inserts a minute and 50 a day per address (an IPv6 /64 counts
--     as one), over exact sliding windows, answered 429 with Retry-After;
--   * a notification outbox: one row per stored inquiry, written in its transaction.
--
-- Everything runs in triggers on public.contact_submissions, so no PostgREST setting
-- (db-pre-request) has to be configured. Every rule holds under concurrent inserts:
-- a transaction-level advisory lock per client address serialises the count and the
-- insert, and one per content serialises the duplicate check and the insert.
-- The private schema is never exposed by the Data API, and anon has no access to it.

create schema if not exists ucp_private;
revoke all on schema ucp_private from public, anon, authenticated;
grant usage on schema ucp_private to service_role;

-- The limits, one row; 0 turns a window off. The firm changes them with SQL.
create table ucp_private.insert_limits (
  singleton boolean primary key default true check (singleton),
  per_minute integer not null check (per_minute >= 0),
  per_day integer not null check (per_day >= 0)
);
insert into ucp_private.insert_limits (per_minute, per_day) values (5, 50);

-- One row per accepted insert, kept for a day: the sliding windows count these.
create table ucp_private.rate_limit_hits (
  client text not null,
  at timestamptz not null
);
create index rate_limit_hits_client_idx on ucp_private.rate_limit_hits (client, at);
create index rate_limit_hits_at_idx on ucp_private.rate_limit_hits (at);

-- The outbox: what the drain (an Edge Function on a schedule) sends, and how it went.
create table ucp_private.notification_outbox (
  submission_id bigint primary key references public.contact_submissions (id) on delete cascade,
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
create index notification_outbox_due_idx on ucp_private.notification_outbox (next_attempt_at)
  where sent_at is null;

-- A new schema gets no default grants in a Supabase project, but make sure of it.
revoke all on all tables in schema ucp_private from public, anon, authenticated;
grant select, insert, update, delete on all tables in schema ucp_private to service_role;

-- The client as PostgREST passes it on: Cloudflare's cf-connecting-ip in front of a
-- hosted project, else the first X-Forwarded-For entry. An IPv6 address counts by its
-- /64, which one subscriber usually holds whole. Null outside a Data API request (the
-- firm's own SQL), which no limit applies to.
create function ucp_private.request_client() returns text
language plpgsql stable set search_path = '' as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  raw text;
  address inet;
begin
  if headers is null then
    return null;
  end if;
  raw := nullif(btrim(coalesce(headers ->> 'cf-connecting-ip', split_part(headers ->> 'x-forwarded-for', ',', 1))), '');
  if raw is null then
    return 'unknown';
  end if;
  begin
    address := raw::inet;
  exception when others then
    return left(raw, 100);
  end;
  if family(address) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
  end if;
  return pg_catalog.host(address);
end
$$;

create function ucp_private.contact_submission_rules() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_client text := ucp_private.request_client();
  v_limits ucp_private.insert_limits;
  v_now timestamptz;
  v_retry_at timestamptz;
  v_blocking timestamptz;
  v_wait integer;
begin
  if v_client is not null then
    -- One inquiry per request, as the bundled server allows: a bulk insert would
    -- spend a whole budget in one request and could deadlock the locks below.
    if current_setting('ucp.inquiry_in_request', true) = 'yes' then
      raise exception using errcode = '23514', message = 'One inquiry per request';
    end if;
    perform pg_catalog.set_config('ucp.inquiry_in_request', 'yes', true);

    select * into v_limits from ucp_private.insert_limits;
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('ucp insert limit ' || v_client, 0));
    v_now := pg_catalog.clock_timestamp();
    -- The limit-th most recent insert in a window: one more fits once it has left.
    if v_limits.per_minute > 0 then
      select h.at into v_blocking from ucp_private.rate_limit_hits h
      where h.client = v_client and h.at > v_now - interval '1 minute'
      order by h.at desc offset v_limits.per_minute - 1 limit 1;
      if found then
        v_retry_at := greatest(v_retry_at, v_blocking + interval '1 minute');
      end if;
    end if;
    if v_limits.per_day > 0 then
      select h.at into v_blocking from ucp_private.rate_limit_hits h
      where h.client = v_client and h.at > v_now - interval '1 day'
      order by h.at desc offset v_limits.per_day - 1 limit 1;
      if found then
        v_retry_at := greatest(v_retry_at, v_blocking + interval '1 day');
      end if;
    end if;
    if v_retry_at is not null then
      v_wait := greatest(1, ceil(extract(epoch from v_retry_at - v_now)))::integer;
      -- PostgREST answers this SQLSTATE with the status and headers named in DETAIL and
      -- the body in MESSAGE: the bundled server's 429, word for word.
      raise sqlstate 'PGRST' using
        message = json_build_object(
          'code', '429',
          'message', 'Too many requests',
          'details', null,
          'hint', format('Try again in %s seconds.', v_wait))::text,
        detail = json_build_object(
          'status', 429,
          'status_text', 'Too Many Requests',
          'headers', json_build_object('Retry-After', v_wait::text))::text;
    end if;
    insert into ucp_private.rate_limit_hits (client, at) values (v_client, v_now);
    -- Refused inserts are never recorded; old ones are dropped as clients come back.
    delete from ucp_private.rate_limit_hits h where h.client = v_client and h.at <= v_now - interval '1 day';
    if random() < 0.01 then
      delete from ucp_private.rate_limit_hits h where h.at <= v_now - interval '1 day';
    end if;
  end if;

  -- An exact repeat within 10 minutes is not stored: the insert does nothing and
  -- PostgREST still answers 201. The lock makes a repeat in flight at the same moment
  -- wait for the first to commit, then see it.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(
    'ucp inquiry ' || json_build_array(new.name, new.email, new.message, new.fund_type, new.aum)::text, 0));
  if exists (
    select 1 from public.contact_submissions s
    where s.created_at > pg_catalog.now() - interval '10 minutes'
      and s.name = new.name and s.email = new.email and s.message = new.message
      and s.fund_type is not distinct from new.fund_type and s.aum is not distinct from new.aum
  ) then
    return null;
  end if;
  return new;
end
$$;

create function ucp_private.queue_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into ucp_private.notification_outbox (submission_id) values (new.id);
  return null;
end
$$;

-- BEFORE triggers fire in the order of their names: this one comes after
-- contact_submissions_trim, so it compares (and counts) the values as they are stored.
create trigger contact_submissions_unique_within_limits
  before insert on public.contact_submissions
  for each row execute function ucp_private.contact_submission_rules();

-- AFTER: only a row that is really stored gets its notification, in the same transaction.
create trigger contact_submissions_notify
  after insert on public.contact_submissions
  for each row execute function ucp_private.queue_notification();

-- For the drain, run as service_role (an Edge Function on a schedule): claim due
-- notifications for a lease, then record each one as sent or failed.
create function ucp_private.claim_notifications(p_limit integer default 20, p_lease interval default '5 minutes')
returns table (
  submission_id bigint, attempts integer, created_at timestamptz,
  name text, email text, message text, fund_type text, aum text
)
language sql security definer set search_path = '' as $$
  with due as (
    select o.submission_id from ucp_private.notification_outbox o
    where o.sent_at is null and o.next_attempt_at <= pg_catalog.now()
      and (o.claimed_until is null or o.claimed_until < pg_catalog.now())
    order by o.next_attempt_at
    limit p_limit
    for update skip locked
  ), claimed as (
    update ucp_private.notification_outbox o set claimed_until = pg_catalog.now() + p_lease
    from due where o.submission_id = due.submission_id
    returning o.submission_id, o.attempts
  )
  select c.submission_id, c.attempts, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum
  from claimed c join public.contact_submissions s on s.id = c.submission_id
  order by c.submission_id
$$;

create function ucp_private.notification_sent(p_submission_id bigint) returns void
language sql security definer set search_path = '' as $$
  update ucp_private.notification_outbox
  set sent_at = pg_catalog.now(), attempts = attempts + 1, claimed_until = null, last_error = null
  where submission_id = p_submission_id;
$$;

create function ucp_private.notification_failed(p_submission_id bigint, p_error text, p_retry_in interval)
returns void
language sql security definer set search_path = '' as $$
  update ucp_private.notification_outbox
  set attempts = attempts + 1, claimed_until = null, last_error = left(p_error, 500),
      next_attempt_at = pg_catalog.now() + p_retry_in
  where submission_id = p_submission_id;
$$;

revoke all on all functions in schema ucp_private from public, anon, authenticated;
grant execute on function ucp_private.claim_notifications(integer, interval) to service_role;
grant execute on function ucp_private.notification_sent(bigint) to service_role;
grant execute on function ucp_private.notification_failed(bigint, text, interval) to service_role;
