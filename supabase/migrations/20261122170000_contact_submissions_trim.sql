-- One normalisation for every path an inquiry can take: the shared schema trims
-- whitespace at the edges of the name, e-mail and message (exactly the characters
-- JavaScript's String.prototype.trim removes: spaces, tabs, line breaks, NBSP, the
-- Unicode spaces, U+2028/U+2029 and the BOM) before it checks them, and the bundled
-- server stores what the schema yields. The table here used to refuse such values
-- instead, so the same request was stored by one backend and refused by the other.
--
-- This trigger trims the same characters before the constraints run (a BEFORE trigger
-- fires ahead of CHECK constraints and the RLS policy's WITH CHECK), so a hosted project
-- stores what the bundled server stores. The CHECK constraints stay: they now hold for
-- every row because of this trigger, and still guard rows written any other way.
-- tests/unit/supabase-normalise-sql.test.ts keeps the class equal to the schema's.

create function public.contact_submissions_trim() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.name := regexp_replace(new.name, '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g');
  new.email := regexp_replace(new.email, '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g');
  new.message := regexp_replace(new.message, '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g');
  return new;
end
$$;

comment on function public.contact_submissions_trim() is
  'Trims name, email and message like the form and the bundled server do, before the checks.';

-- A trigger function cannot be called on its own, but Supabase grants execute on new
-- functions to anon and authenticated by default: nobody needs it, so nobody gets it.
revoke all on function public.contact_submissions_trim() from public, anon, authenticated;

create trigger contact_submissions_trim
  before insert or update on public.contact_submissions
  for each row execute function public.contact_submissions_trim();
