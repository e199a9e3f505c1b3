-- Contact inquiries for a hosted Supabase project: the site's form inserts through the
-- Data API (PostgREST) with the anon key, exactly as it does against the bundled server.
--
-- Here nothing but these constraints stands between the public and the table, so they
-- accept exactly what common/contact-schema.ts accepts: the same bounds (characters,
-- as zod counts them), option lists, e-mail pattern and forbidden control characters.
-- tests/unit/contact-schema-sql.test.ts fails if the two drift apart, and
-- tests/integration/supabase-migration.test.ts checks them on a real PostgreSQL.
--
-- Not carried over from the bundled server: per-client rate limits and duplicate
-- suppression (they live in the Node server; on Supabase use its own limits).

create table public.contact_submissions (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  message text not null,
  fund_type text,
  aum text,

  -- One line, trimmed (no leading or trailing character that JavaScript's trim
  -- removes), 1-200 characters.
  constraint contact_submissions_name_check check (
    char_length(name) between 1 and 200
    and name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and name !~ '[\x00-\x1f\x7f-\x9f\u2028\u2029]'
  ),
  -- Zod's e-mail pattern (ASCII local part, dotted domain, a TLD of 2+ letters).
  constraint contact_submissions_email_check check (
    char_length(email) between 1 and 254
    and email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
  ),
  -- Trimmed, 1-5000 characters; line breaks and tabs allowed, other control characters not.
  constraint contact_submissions_message_check check (
    char_length(message) between 1 and 5000
    and message !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and message !~ '[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  constraint contact_submissions_fund_type_check check (
    fund_type in (
      'Private Equity',
      'Private Credit',
      'Real Estate',
      'Infrastructure',
      'Venture Capital',
      'Hedge Fund',
      'Direct Project Investment',
      'Other'
    )
  ),
  constraint contact_submissions_aum_check check (
    aum in (
      'Under $100M',
      '$100M - $500M',
      '$500M - $1B',
      '$1B - $5B',
      '$5B+',
      'Not Applicable (Project Sponsor)'
    )
  )
);

comment on table public.contact_submissions is
  'Inquiries from the website contact form. anon may insert only; the firm reads with service_role.';

create index contact_submissions_created_at_idx on public.contact_submissions (created_at);

-- Row level security on, with one policy: anon may insert. No policy for select,
-- update or delete, so even with a grant no row would be visible or changeable.
alter table public.contact_submissions enable row level security;

create policy "anon can submit an inquiry"
  on public.contact_submissions
  for insert
  to anon
  with check (true);

-- Supabase grants every new table in public to anon and authenticated by default:
-- take all of it back, then give anon the insert of the five form fields only
-- (not id, not created_at). authenticated gets nothing.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (name, email, message, fund_type, aum) on table public.contact_submissions to anon;

-- The firm's back office works with service_role, which bypasses RLS: it reads,
-- exports and erases inquiries.
grant select, delete on table public.contact_submissions to service_role;
