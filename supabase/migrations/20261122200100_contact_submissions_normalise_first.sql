-- PostgreSQL fires the BEFORE triggers of a table in the order of their names. The trim
-- trigger (contact_submissions_trim) came after contact_submissions_rules, so duplicate
-- suppression compared the values as sent, not as they are stored: a repeat that differed
-- only in whitespace at the edges was stored twice, where the bundled server (which
-- trims before it compares) stores it once. Renamed so that it sorts first: the rules
-- then see the row exactly as it will be stored.
drop trigger contact_submissions_trim on public.contact_submissions;

create trigger contact_submissions_normalise
  before insert or update on public.contact_submissions
  for each row execute function public.contact_submissions_trim();
