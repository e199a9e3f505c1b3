-- Staff sign-in hardening. Limit counters and the authentication library's one-time rows
-- (passkey challenges, pending second-factor steps, reset tokens) are purged once they
-- stop counting (server/auth/purge.ts): these indexes keep each purge a range scan.
-- Limit keys are SHA-256 digests (64 hex characters) of what they count, whatever a
-- client sends.
CREATE INDEX staff_auth_limits_window_idx ON staff_auth_limits (window_start);
CREATE INDEX "staff_verification_expiresAt_idx" ON "staff_verification" ("expiresAt");
-- Counters kept under the former plain-text keys are never read again.
DELETE FROM staff_auth_limits WHERE length(key) <> 64;
