/**
 * Invoices, of two kinds: `payment`, one per approved payment (payment_id is unique), and
 * `operations`, one per registrar, month (`period`, YYYY-MM) and operation charged on the credit
 * (`operation`, `quantity`). Numbered per fiscal year across the whole registry (fiscal_year,
 * invoice_number is unique, and the next number is MAX + 1 inside the issuing transaction, so
 * numbers have no gaps). Amounts in integer cents; the date is `YYYY-MM-DD` in the registry zone.
 * The PDF lives in the data folder at `invoices/<registrar_id>/<id>.pdf`. Rules: docs/invoices.md.
 *
 * Indexes: every search filters on registrar_id first; each sortable field has an index
 * (registrar_id, field, id, …) that serves the ORDER BY and the id tie-breaker and carries every
 * filter column, so a filter under any sort is checked inside the index. A page names its sort's
 * index (INDEXED BY, features/invoices/repository.ts): the planner would otherwise pick a filter's
 * index and sort the matches in a temporary B-tree. Totals are counted through these indexes.
 */
export default /* sql */ `
CREATE TABLE invoices (
  id              INTEGER PRIMARY KEY,
  registrar_id    INTEGER NOT NULL REFERENCES registrars(id),
  kind            TEXT NOT NULL CHECK (kind IN ('payment', 'operations')),
  payment_id      INTEGER UNIQUE REFERENCES payments(id),
  period          TEXT,
  operation       TEXT,
  quantity        INTEGER,
  fiscal_year     INTEGER NOT NULL,
  invoice_number  INTEGER NOT NULL CHECK (invoice_number >= 1),
  invoice_date    TEXT NOT NULL,
  taxable_amount  INTEGER NOT NULL,
  tax_amount      INTEGER NOT NULL,
  total_amount    INTEGER NOT NULL,
  tax_rate        INTEGER NOT NULL, -- percent: 22 means 22 %
  created         INTEGER NOT NULL,
  UNIQUE (fiscal_year, invoice_number),
  UNIQUE (registrar_id, period, operation),
  CHECK (taxable_amount + tax_amount = total_amount),
  CHECK ((kind = 'payment') = (payment_id IS NOT NULL)),
  CHECK ((kind = 'operations') = (period IS NOT NULL AND operation IS NOT NULL AND quantity IS NOT NULL))
);
CREATE INDEX invoices_registrar_date ON invoices (registrar_id, invoice_date, id, invoice_number, total_amount, payment_id);
CREATE INDEX invoices_registrar_number ON invoices (registrar_id, invoice_number, id, invoice_date, total_amount, payment_id);
CREATE INDEX invoices_registrar_total ON invoices (registrar_id, total_amount, id, invoice_date, invoice_number, payment_id);
CREATE INDEX invoices_registrar_id ON invoices (registrar_id, id, invoice_date, invoice_number, total_amount, payment_id);
CREATE INDEX invoices_registrar_year ON invoices (registrar_id, fiscal_year, id, invoice_date, invoice_number, total_amount, payment_id);
CREATE INDEX invoices_registrar_payment ON invoices (registrar_id, payment_id);
`
