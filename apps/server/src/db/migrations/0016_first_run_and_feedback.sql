-- The dashboard's first-run checklist can be put away by each user; it stays away.
CREATE TABLE first_run_dismissals (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  dismissed_at timestamptz NOT NULL DEFAULT now()
);

-- Messages users send from the Help page to the admins, and whether an admin has handled them.
CREATE TABLE feedback_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  business_id integer REFERENCES businesses(id) ON DELETE SET NULL,
  supplier_id integer REFERENCES suppliers(id) ON DELETE SET NULL,
  sender_name text NOT NULL DEFAULT '',
  sender_email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  -- The browser's key for one press of Send: sending the same form again stores and mails nothing twice.
  request_key text NOT NULL,
  handled_at timestamptz,
  handled_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX feedback_messages_request_key ON feedback_messages (user_id, request_key);
CREATE INDEX feedback_messages_created ON feedback_messages (created_at DESC);
