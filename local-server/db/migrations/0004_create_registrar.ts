/**
 * The registrar's administrative data (Customer and Registrar): one row per registrar for each
 * single resource, registrar contacts, and the registrar's event log. Instants are epoch ms,
 * dates `YYYY-MM-DD` text.
 */
export default /* sql */ `
CREATE TABLE registrar_profiles (
  registrar_id        INTEGER PRIMARY KEY REFERENCES registrars(id),
  status              TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'terminated')),
  accreditation_date  TEXT NOT NULL,
  epp_username        TEXT NOT NULL
);

CREATE TABLE contracts (
  id              INTEGER PRIMARY KEY,
  registrar_id    INTEGER NOT NULL UNIQUE REFERENCES registrars(id),
  number          TEXT NOT NULL UNIQUE,
  status          TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'terminated')),
  signed_date     TEXT NOT NULL,
  start_date      TEXT NOT NULL,
  end_date        TEXT,
  auto_renewal    INTEGER NOT NULL CHECK (auto_renewal IN (0, 1)),
  created         INTEGER NOT NULL,
  lastupdate      INTEGER NOT NULL
);

CREATE TABLE customers (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL UNIQUE REFERENCES registrars(id),
  name                 TEXT NOT NULL,
  customer_type        TEXT NOT NULL CHECK (customer_type IN ('private', 'publicAdministration')),
  country              TEXT NOT NULL,
  vat_number           TEXT,
  fiscal_code          TEXT,
  street               TEXT NOT NULL,
  city                 TEXT NOT NULL,
  postal_code          TEXT NOT NULL,
  province             TEXT,
  address_country      TEXT NOT NULL,
  einvoicing_sdi_code  TEXT,
  einvoicing_pec       TEXT,
  einvoicing_lastupdate INTEGER,
  created              INTEGER NOT NULL,
  lastupdate           INTEGER NOT NULL
);

CREATE TABLE registrar_emails (
  registrar_id    INTEGER PRIMARY KEY REFERENCES registrars(id),
  administrative  TEXT NOT NULL,
  technical       TEXT NOT NULL,
  billing         TEXT NOT NULL,
  abuse           TEXT NOT NULL,
  pec             TEXT
);

CREATE TABLE registrar_headquarters (
  registrar_id  INTEGER PRIMARY KEY REFERENCES registrars(id),
  street        TEXT NOT NULL,
  city          TEXT NOT NULL,
  postal_code   TEXT NOT NULL,
  province      TEXT,
  country       TEXT NOT NULL,
  phone         TEXT NOT NULL,
  fax           TEXT
);

CREATE TABLE registrar_public_info (
  registrar_id  INTEGER PRIMARY KEY REFERENCES registrars(id),
  display_name  TEXT NOT NULL,
  website       TEXT,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,
  description   TEXT,
  languages     TEXT NOT NULL, -- comma-separated ISO 639-1 codes, in the order given
  lastupdate    INTEGER NOT NULL
);

-- Absent until the registrar's first PUT /v1/gdpr.
CREATE TABLE registrar_gdpr (
  registrar_id         INTEGER PRIMARY KEY REFERENCES registrars(id),
  rep_first_name       TEXT NOT NULL,
  rep_last_name        TEXT NOT NULL,
  rep_fiscal_code      TEXT NOT NULL,
  rep_role             TEXT NOT NULL,
  dpo_name             TEXT,
  dpo_email            TEXT,
  dpo_phone            TEXT,
  privacy_email        TEXT NOT NULL,
  privacy_policy_url   TEXT NOT NULL,
  language             TEXT NOT NULL CHECK (language IN ('it', 'en')),
  template_version     TEXT NOT NULL,
  created              INTEGER NOT NULL,
  lastupdate           INTEGER NOT NULL
);

CREATE TABLE registrar_contacts (
  id            INTEGER PRIMARY KEY,
  registrar_id  INTEGER NOT NULL REFERENCES registrars(id),
  role          TEXT NOT NULL,
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,
  mobile        TEXT,
  language      TEXT NOT NULL,
  created       INTEGER NOT NULL,
  lastupdate    INTEGER NOT NULL
);
CREATE INDEX registrar_contacts_registrar ON registrar_contacts (registrar_id, id);

-- contact_id is not a foreign key: the event of a deleted contact stays in the log.
CREATE TABLE registrar_events (
  id            INTEGER PRIMARY KEY,
  registrar_id  INTEGER NOT NULL REFERENCES registrars(id),
  type          TEXT NOT NULL,
  created       INTEGER NOT NULL,
  username      TEXT NOT NULL,
  message       TEXT NOT NULL,
  contact_id    INTEGER
);
-- Every order the search gives (created either way, then id ascending; by default created then id
-- descending), with and without a type filter, is read from an index: no page needs a temporary sort.
CREATE INDEX registrar_events_created ON registrar_events (registrar_id, created, id);
CREATE INDEX registrar_events_created_desc ON registrar_events (registrar_id, created DESC, id);
CREATE INDEX registrar_events_type_created ON registrar_events (registrar_id, type, created, id);
CREATE INDEX registrar_events_type_created_desc ON registrar_events (registrar_id, type, created DESC, id);
`
