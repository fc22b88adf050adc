-- Accounts: sign-in failures (a progressive delay instead of a hard lock), stand-in codes for unknown emails
-- (so code answers do not tell whether an account exists) and team invitations that the invited account accepts.

-- Wrong passwords per account, per client address and per known device (a refresh token of the account).
CREATE TABLE sign_in_failures (
  key              text PRIMARY KEY CHECK (length(key) <= 400),
  failures         integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);
