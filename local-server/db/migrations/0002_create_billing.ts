/**
 * Credit and payments (rules: docs/billing.md). Amounts are integer cents, instants epoch ms.
 *
 * - `payments`: every payment of a registrar, of the four types; the bank and card details live
 *   in nullable columns of the same row (one read per payment, no joins in searches).
 * - `credit_movements`: the credit ledger. Approved payments add, charged domain operations
 *   subtract. `balance` is the running balance after the movement in (at, id) order, so the
 *   credit at any instant is one index lookup: the last movement at or before it.
 * - `credit_accounts`: the warning threshold, and whether the warning for the current spell
 *   below it was already sent (one EPP message per crossing).
 * - `epp_messages`: messages the registry queues for the registrar (the credit warning).
 * - `card_transactions`: credit card top-ups started through the (simulated) card gateway.
 * - `billing_versions`: a counter bumped on every write to payments (triggers), so cached search
 *   totals are dropped whoever writes (a service, the seeder); the sandbox reset, which restarts
 *   the counter, clears them through ctx.onReset. A counter, not a random token, so that seeding
 *   stays deterministic.
 *
 * Payment indexes: every search filters on registrar_id first; each sortable field has an index
 * (registrar_id, field, id) that serves the ORDER BY with the id tie-breaker and carries the
 * other filter columns, so filters under any sort and the totals are read inside the index.
 */
export default /* sql */ `
CREATE TABLE payments (
  id                   INTEGER PRIMARY KEY,
  registrar_id         INTEGER NOT NULL REFERENCES registrars(id),
  type                 TEXT NOT NULL CHECK (type IN ('bank', 'creditCard', 'registry', 'contractTransfer')),
  status               TEXT NOT NULL CHECK (status IN ('submitted', 'approved', 'suspended', 'rejected')),
  amount               INTEGER NOT NULL CHECK (amount > 0),
  debited_amount       INTEGER NOT NULL DEFAULT 0,
  previous_residual    INTEGER NOT NULL DEFAULT 0,
  final_residual       INTEGER,
  status_date          INTEGER NOT NULL,
  created              INTEGER NOT NULL,
  lastupdate           INTEGER NOT NULL,
  bank_european        INTEGER CHECK (bank_european IN (0, 1)),
  bank_applicant       TEXT,
  bank_applicant_role  TEXT,
  bank_name            TEXT,
  bank_branch_name     TEXT,
  bank_payment_date    TEXT,
  bank_value_date      TEXT,
  bank_transaction_id  TEXT,
  card_transaction_id  TEXT,
  card_service         TEXT,
  CHECK (type <> 'bank' OR bank_transaction_id IS NOT NULL),
  CHECK (type <> 'creditCard' OR card_transaction_id IS NOT NULL)
);
CREATE INDEX payments_registrar_created ON payments (registrar_id, created, id, status, type, amount);
CREATE INDEX payments_registrar_id ON payments (registrar_id, id, created, status, type, amount);
CREATE INDEX payments_registrar_amount ON payments (registrar_id, amount, id, created, status, type);
CREATE INDEX payments_registrar_status ON payments (registrar_id, status, id, created, type, amount);
CREATE INDEX payments_registrar_status_created ON payments (registrar_id, status, created, id, type, amount);
CREATE INDEX payments_registrar_type ON payments (registrar_id, type, id, created, status, amount);
CREATE INDEX payments_registrar_type_created ON payments (registrar_id, type, created, id, status, amount);
CREATE INDEX payments_registrar_status_date ON payments (registrar_id, status_date, id, created, status, type, amount);

CREATE TABLE billing_versions (
  name TEXT PRIMARY KEY,
  v    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER payments_version_insert AFTER INSERT ON payments BEGIN
  INSERT INTO billing_versions (name, v) VALUES ('payments', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1;
END;
CREATE TRIGGER payments_version_update AFTER UPDATE ON payments BEGIN
  INSERT INTO billing_versions (name, v) VALUES ('payments', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1;
END;
CREATE TRIGGER payments_version_delete AFTER DELETE ON payments BEGIN
  INSERT INTO billing_versions (name, v) VALUES ('payments', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1;
END;

CREATE TABLE credit_movements (
  id           INTEGER PRIMARY KEY,
  registrar_id INTEGER NOT NULL REFERENCES registrars(id),
  at           INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('payment', 'domain-create', 'domain-renew', 'bulk-transfer', 'penalty')),
  amount       INTEGER NOT NULL CHECK (amount <> 0),
  balance      INTEGER NOT NULL,
  payment_id   INTEGER REFERENCES payments(id),
  domain       TEXT,
  CHECK ((kind = 'payment') = (amount > 0))
);
CREATE INDEX credit_movements_registrar_at ON credit_movements (registrar_id, at, id, balance);
CREATE INDEX credit_movements_registrar_kind ON credit_movements (registrar_id, kind, at, id, payment_id);
CREATE INDEX credit_movements_payment ON credit_movements (payment_id, at, id);

CREATE TABLE credit_accounts (
  registrar_id INTEGER PRIMARY KEY REFERENCES registrars(id),
  threshold    INTEGER NOT NULL CHECK (threshold >= 0),
  warned       INTEGER NOT NULL DEFAULT 0 CHECK (warned IN (0, 1)),
  lastupdate   INTEGER NOT NULL
);

CREATE TABLE epp_messages (
  id           INTEGER PRIMARY KEY,
  registrar_id INTEGER NOT NULL REFERENCES registrars(id),
  type         TEXT NOT NULL,
  message      TEXT NOT NULL,
  credit       INTEGER,
  threshold    INTEGER,
  created      INTEGER NOT NULL
);
CREATE INDEX epp_messages_registrar ON epp_messages (registrar_id, created, id);

CREATE TABLE card_transactions (
  id                    TEXT PRIMARY KEY,
  registrar_id          INTEGER NOT NULL REFERENCES registrars(id),
  gateway_id            TEXT NOT NULL,
  amount                INTEGER NOT NULL CHECK (amount > 0),
  language              TEXT NOT NULL,
  status                TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
  redirect_success_url  TEXT NOT NULL,
  redirect_failure_url  TEXT NOT NULL,
  payment_id            INTEGER REFERENCES payments(id),
  description           TEXT,
  card_brand            TEXT,
  card_number           TEXT,
  card_expire           TEXT,
  card_name             TEXT,
  created               INTEGER NOT NULL,
  lastupdate            INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX card_transactions_registrar ON card_transactions (registrar_id, created);
`
