-- Stands in for branch portal-signin's migration 011 (the portal's sign-in), so that
-- 012 can run on this branch: merging portal-signin replaces this file with its own.
SELECT 1;
