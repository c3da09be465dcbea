/**
 * The darwin procedure: requests the registry opens on a registrant, their contacts, domains,
 * anomalies, the registrar's contact data updates, uploaded documents and the event history.
 * State machines: docs/darwin.md. Every search's filters and orders have an index below.
 */
export default /* sql */ `
CREATE TABLE darwin_requests (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  status               TEXT NOT NULL CHECK (status IN ('submitted','pending','rejected','registrarUpdated','processing',
                         'processingExpired','expired','completed','processingCancelled','cancelled')),
  status_date          INTEGER NOT NULL,               -- epoch ms of the last status change
  created              INTEGER NOT NULL,               -- epoch ms
  deadline             INTEGER NOT NULL,               -- epoch ms; past it a working request expires
  note                 TEXT NOT NULL DEFAULT '',
  required_documents   TEXT NOT NULL DEFAULT '',       -- comma-separated document type codes
  assigned_user_id     INTEGER REFERENCES users(id),   -- the registrar user working on it
  registry_user        TEXT,                           -- the registry operator working on it
  -- The reference contact's org and regcode, copied here so the request search filters on an index.
  ref_org              TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  ref_regcode          TEXT NOT NULL DEFAULT '' COLLATE NOCASE
);
CREATE INDEX darwin_requests_created ON darwin_requests (registrar_id, created, id);
CREATE INDEX darwin_requests_status ON darwin_requests (registrar_id, status, created, id);
CREATE INDEX darwin_requests_assigned ON darwin_requests (registrar_id, assigned_user_id, created, id);
CREATE INDEX darwin_requests_org ON darwin_requests (registrar_id, ref_org, created, id);
CREATE INDEX darwin_requests_regcode ON darwin_requests (registrar_id, ref_regcode, created, id);
CREATE INDEX darwin_requests_deadline ON darwin_requests (registrar_id, deadline, id);

CREATE TABLE darwin_contacts (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  request_id           INTEGER NOT NULL REFERENCES darwin_requests(id),
  dbna_id              INTEGER NOT NULL,
  registrar_contact_id TEXT NOT NULL,
  action               TEXT NOT NULL DEFAULT 'todo' CHECK (action IN ('todo','hold','delete')),
  status               TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted','rejected','locked','processed')),
  reference            INTEGER NOT NULL DEFAULT 0,
  -- The contact as stored in the registry database (DBNA).
  name                 TEXT NOT NULL,
  org                  TEXT NOT NULL,
  email                TEXT NOT NULL,
  voice                TEXT NOT NULL,
  fax                  TEXT NOT NULL DEFAULT '',
  streets              TEXT NOT NULL,                  -- JSON array of 1 to 3 strings
  city                 TEXT NOT NULL,
  postal_code          TEXT NOT NULL,
  state                TEXT NOT NULL,
  country              TEXT NOT NULL,                  -- lowercase ISO 3166 code
  consent_for_publish  INTEGER NOT NULL DEFAULT 0,
  regcode              TEXT NOT NULL,
  nationality          TEXT NOT NULL,
  entity_type          INTEGER NOT NULL CHECK (entity_type BETWEEN 1 AND 7),
  dbna_status          TEXT NOT NULL DEFAULT 'ok',
  linked               INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX darwin_contacts_registrar ON darwin_contacts (registrar_id, id);
CREATE INDEX darwin_contacts_request ON darwin_contacts (registrar_id, request_id, id);
CREATE INDEX darwin_contacts_action ON darwin_contacts (registrar_id, action, id);
CREATE INDEX darwin_contacts_dbna ON darwin_contacts (registrar_id, dbna_id, id);
CREATE INDEX darwin_contacts_handle ON darwin_contacts (registrar_id, registrar_contact_id, id);

CREATE TABLE darwin_domains (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  request_id           INTEGER NOT NULL REFERENCES darwin_requests(id),
  contact_id           INTEGER NOT NULL REFERENCES darwin_contacts(id),
  dbna_id              INTEGER NOT NULL,
  domain               TEXT NOT NULL,
  registrar_contact_id TEXT NOT NULL,
  status               TEXT NOT NULL DEFAULT 'locked' CHECK (status IN ('locked','incompatible','rejected','processed')),
  -- The domain as stored in the registry database (DBNA).
  dbna_status          TEXT NOT NULL DEFAULT 'ok',
  signed               INTEGER NOT NULL DEFAULT 0,
  registered           INTEGER NOT NULL DEFAULT 1,
  dbna_created         INTEGER NOT NULL,
  dbna_lastupdate      INTEGER NOT NULL,
  dbna_expire          INTEGER NOT NULL
);
CREATE INDEX darwin_domains_registrar ON darwin_domains (registrar_id, id);
CREATE INDEX darwin_domains_request ON darwin_domains (registrar_id, request_id, id);
CREATE INDEX darwin_domains_contact ON darwin_domains (registrar_id, contact_id, id);
CREATE INDEX darwin_domains_dbna ON darwin_domains (registrar_id, dbna_id, id);
CREATE INDEX darwin_domains_domain ON darwin_domains (registrar_id, domain, id);
CREATE INDEX darwin_domains_handle ON darwin_domains (registrar_id, registrar_contact_id, id);

-- An anomaly of one contact (contact_id set) or of the whole request (contact_id NULL: "general").
CREATE TABLE darwin_anomalies (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  request_id           INTEGER NOT NULL REFERENCES darwin_requests(id),
  contact_id           INTEGER REFERENCES darwin_contacts(id),
  field                TEXT NOT NULL,
  codes                TEXT NOT NULL,                  -- JSON array of integers
  contacts             TEXT                            -- JSON array of registrar contact ids, or NULL
);
CREATE INDEX darwin_anomalies_request ON darwin_anomalies (request_id, contact_id, id);

CREATE TABLE darwin_contact_updates (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  request_id           INTEGER NOT NULL REFERENCES darwin_requests(id),
  message              TEXT NOT NULL,
  contact_data         TEXT NOT NULL,                  -- JSON, as the registrar sent it
  review               TEXT NOT NULL DEFAULT 'submitted' CHECK (review IN ('submitted','approved','rejected')),
  created              INTEGER NOT NULL
);
CREATE INDEX darwin_contact_updates_request ON darwin_contact_updates (registrar_id, request_id, created, id);

CREATE TABLE darwin_events (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  request_id           INTEGER NOT NULL REFERENCES darwin_requests(id),
  type                 TEXT NOT NULL,
  user                 TEXT NOT NULL,
  message              TEXT NOT NULL DEFAULT '',
  created              INTEGER NOT NULL
);
CREATE INDEX darwin_events_request ON darwin_events (registrar_id, request_id, created, id);
CREATE INDEX darwin_events_type ON darwin_events (registrar_id, request_id, type, created, id);

CREATE TABLE darwin_documents (
  id            TEXT PRIMARY KEY,          -- random UUID, the API's string id
  registrar_id  INTEGER NOT NULL REFERENCES registrars(id),
  request_id    INTEGER NOT NULL REFERENCES darwin_requests(id),
  document_type TEXT NOT NULL CHECK (document_type IN ('IC','PASS','FC','CHAMBER','DEED','CERT','OTHER')),
  file_name     TEXT NOT NULL,
  file_size     INTEGER NOT NULL,
  file_type     TEXT NOT NULL,             -- application/pdf or image/jpeg
  note          TEXT NOT NULL DEFAULT '',
  storage_key   TEXT NOT NULL,             -- key in ctx.files (under the data folder)
  created       INTEGER NOT NULL           -- epoch ms
);
CREATE INDEX darwin_documents_request ON darwin_documents (registrar_id, request_id, created, id);
CREATE INDEX darwin_documents_type ON darwin_documents (registrar_id, document_type, created, id);
`
