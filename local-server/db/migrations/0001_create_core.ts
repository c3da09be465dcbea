/** Registrars, their users and groups, and the sandbox's own settings (clock, simulated gateways). */
export default /* sql */ `
CREATE TABLE registrars (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  created     INTEGER NOT NULL
);

CREATE TABLE users (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  username             TEXT NOT NULL UNIQUE,
  password_hash        TEXT NOT NULL,
  name                 TEXT NOT NULL,
  last_name            TEXT NOT NULL,
  email                TEXT NOT NULL,
  created              INTEGER NOT NULL,
  lastupdate           INTEGER NOT NULL,
  last_password_change INTEGER NOT NULL
);
CREATE INDEX users_registrar ON users (registrar_id, id);

CREATE TABLE user_groups (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_name TEXT NOT NULL CHECK (group_name IN ('admin', 'billing', 'domain', 'darwin')),
  PRIMARY KEY (user_id, group_name)
) WITHOUT ROWID;

-- Key/value settings of the sandbox itself (its clock, its simulated card gateway…).
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`
