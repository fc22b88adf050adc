-- Accounts: sign-in failures (a progressive delay instead of a hard lock), stand-in codes for unknown emails
-- (so code answers do not tell whether an account exists) and team invitations that the invited account accepts.

-- Wrong passwords per account, per client address and per known device (a refresh token of the account).
CREATE TABLE sign_in_failures (
  key              text PRIMARY KEY CHECK (length(key) <= 400),
  failures         integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);

-- A stand-in for a code asked for an email without an account (or a confirmation code for an account already
-- confirmed): it never matches, but expires, counts wrong attempts and runs out like a real code, so the answers
-- to code requests and code checks do not tell whether an account exists. One per email and purpose.
CREATE TABLE auth_code_decoys (
  email       text NOT NULL CHECK (length(email) <= 254),
  purpose     text NOT NULL CHECK (purpose IN ('confirm_sign_up', 'forgot_password')),
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, purpose)
);
CREATE INDEX auth_code_decoys_expires ON auth_code_decoys (expires_at);
