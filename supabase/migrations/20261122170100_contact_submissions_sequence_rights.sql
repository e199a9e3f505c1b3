-- Supabase's default privileges grant every new sequence in public to anon and
-- authenticated, and the identity column's sequence is one: with those rights anon
-- could read last_value (how many inquiries the firm has received) and setval it (every
-- later insert then fails on a duplicate id). An insert through the identity column
-- needs no right on its sequence, so both roles lose all of them; service_role keeps
-- what it was granted.
do $$
declare
  sequence_name text := pg_get_serial_sequence('public.contact_submissions', 'id');
begin
  execute format('revoke all on sequence %s from public, anon, authenticated', sequence_name);
end
$$;
