-- The portal's sign-in (decision 0021): a second instance of the authentication library
-- for investors and sponsors. Its six tables have 004's columns under a portal_ prefix.
-- A library user is a person of 009: portal_user.id = portal_people.id, made when the
-- person is first invited; the person's name and e-mail (lower case, as the library
-- looks addresses up) are copied to it by the triggers below, so the person's record
-- stays the one place staff edit them. Then the project's invitations and revocations.
-- Limits, used codes and the audit log are 004's tables, shared (keys carry the realm).
CREATE TABLE "portal_user" (
  "id" text NOT NULL PRIMARY KEY REFERENCES portal_people (id) ON DELETE CASCADE,
  "name" text NOT NULL,
  "email" text NOT NULL UNIQUE,
  "emailVerified" boolean NOT NULL,
  "image" text,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "twoFactorEnabled" boolean
);

CREATE TABLE "portal_session" (
  "id" text NOT NULL PRIMARY KEY,
  "expiresAt" timestamptz NOT NULL,
  "token" text NOT NULL UNIQUE,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz NOT NULL,
  "ipAddress" text,
  "userAgent" text,
  "userId" text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE
);
CREATE INDEX "portal_session_userId_idx" ON "portal_session" ("userId");

CREATE TABLE "portal_account" (
  "id" text NOT NULL PRIMARY KEY,
  "accountId" text NOT NULL,
  "providerId" text NOT NULL,
  "userId" text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz NOT NULL
);
CREATE INDEX "portal_account_userId_idx" ON "portal_account" ("userId");

CREATE TABLE "portal_verification" (
  "id" text NOT NULL PRIMARY KEY,
  "identifier" text NOT NULL,
  "value" text NOT NULL,
  "expiresAt" timestamptz NOT NULL,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL
);
CREATE INDEX "portal_verification_identifier_idx" ON "portal_verification" ("identifier");

CREATE TABLE "portal_two_factor" (
  "id" text NOT NULL PRIMARY KEY,
  "secret" text NOT NULL,
  "backupCodes" text NOT NULL,
  "userId" text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  "verified" boolean,
  "failedVerificationCount" integer,
  "lockedUntil" timestamptz
);
CREATE INDEX "portal_two_factor_secret_idx" ON "portal_two_factor" ("secret");
CREATE INDEX "portal_two_factor_userId_idx" ON "portal_two_factor" ("userId");

CREATE TABLE "portal_passkey" (
  "id" text NOT NULL PRIMARY KEY,
  "name" text,
  "publicKey" text NOT NULL,
  "userId" text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  "credentialID" text NOT NULL,
  "counter" integer NOT NULL,
  "deviceType" text NOT NULL,
  "backedUp" boolean NOT NULL,
  "transports" text,
  "createdAt" timestamptz,
  "aaguid" text
);
CREATE INDEX "portal_passkey_userId_idx" ON "portal_passkey" ("userId");
CREATE INDEX "portal_passkey_credentialID_idx" ON "portal_passkey" ("credentialID");

-- One-time enrolment links, sent by staff (the staff app or `npm run staff -- portal-invite`).
-- Only a SHA-256 of the token is stored: a copy of the database cannot be turned into a sign-in.
CREATE TABLE portal_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when enrolment completes (password and authenticator confirmed).
  used_at timestamptz
);
CREATE INDEX portal_invitations_user_idx ON portal_invitations (user_id);

-- A revoked person cannot sign in by any path until staff lift the revocation.
-- Keyed by the person, so someone never invited can be revoked too.
CREATE TABLE portal_revocations (
  user_id text PRIMARY KEY REFERENCES portal_people (id) ON DELETE CASCADE,
  revoked_at timestamptz NOT NULL DEFAULT now(),
  revoked_by text NOT NULL
);

CREATE INDEX "portal_verification_expiresAt_idx" ON "portal_verification" ("expiresAt");

CREATE FUNCTION portal_people_to_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portal_user" SET "email" = lower(NEW.email), "name" = NEW.name, "updatedAt" = now()
  WHERE "id" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER portal_people_to_user AFTER UPDATE OF email, name ON portal_people
  FOR EACH ROW EXECUTE FUNCTION portal_people_to_user();
