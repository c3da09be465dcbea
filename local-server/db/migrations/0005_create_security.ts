/**
 * The security area: IP addresses allowed for the registry's other services (EPP server, DAS),
 * and the indexes the user search needs on the core `users` table (0001), one per filter and sort
 * field, each led by `registrar_id` because every search is within the caller's registrar.
 * SQLite appends the rowid (`id`) to every index, so `ORDER BY <field>, id` reads in index order.
 */
export default /* sql */ `
CREATE TABLE ip_addresses (
  id           INTEGER PRIMARY KEY,
  registrar_id INTEGER NOT NULL REFERENCES registrars(id),
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service      TEXT NOT NULL CHECK (service IN ('epp-server', 'das')),
  -- Normalised text: IPv4 dotted decimal, IPv6 RFC 5952, a range as network/prefix.
  ip_address   TEXT NOT NULL,
  created      INTEGER NOT NULL
);
-- One record per address, service and user; also the list's order (service, user, address).
CREATE UNIQUE INDEX ip_addresses_key ON ip_addresses (registrar_id, service, user_id, ip_address);
-- The userId filter, and the cascade when a user is deleted.
CREATE INDEX ip_addresses_user ON ip_addresses (user_id, service, ip_address);
-- The ipAddress filter.
CREATE INDEX ip_addresses_address ON ip_addresses (registrar_id, ip_address, service, user_id);

CREATE INDEX users_registrar_username ON users (registrar_id, username);
CREATE INDEX users_registrar_name ON users (registrar_id, name);
CREATE INDEX users_registrar_last_name ON users (registrar_id, last_name);
CREATE INDEX users_registrar_email ON users (registrar_id, email);
CREATE INDEX users_registrar_created ON users (registrar_id, created);
CREATE INDEX users_registrar_lastupdate ON users (registrar_id, lastupdate);
CREATE INDEX users_registrar_password_change ON users (registrar_id, last_password_change);
`
