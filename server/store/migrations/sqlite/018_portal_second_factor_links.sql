-- A portal link is either an invitation (choose a password, then an authenticator) or a
-- second-factor reset sent by staff (sign in with the password kept, then a new
-- authenticator). A reset link must never set a password: the link and the password
-- stay two factors.
ALTER TABLE portal_invitations ADD COLUMN purpose TEXT NOT NULL DEFAULT 'invitation'
  CHECK (purpose IN ('invitation', 'second_factor'));
