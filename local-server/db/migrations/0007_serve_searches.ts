/**
 * Every sort a search accepts has an index that gives its order (docs/api-conventions.md, "Paging
 * and sort"): the two-field sorts each search allows get theirs here. An index read backwards
 * serves the reverse order, so `type+amount` (one direction) needs one index and `type+-amount`
 * (opposite directions) another whose second column is DESC. The id tie-breaker runs in the
 * direction of the last field, so it follows the second column. Payment and invoice indexes
 * carry every filter column, so a filter is checked inside the index and the page never sorts.
 *
 * The registrar events' `created DESC, id` indexes are dropped: the tie-breaker now follows the
 * last field's direction, so the (created, id) indexes read backwards serve the newest first.
 *
 * Payment totals without COUNT(*) over the matches (features/payments/totals.ts): the number of
 * payments per registrar, status, type and bucket, kept by triggers in the transaction that writes
 * the payment, once bucketed by amount (the amount's two leading digits: 1200–1299 cents, 13000–
 * 13999…) and once by creation day (UTC). A search's total sums the buckets its range covers
 * whole and counts only the rows of the partial buckets at the range's edges. db/derived.ts
 * rebuilds both tables (after a bulk load). A bucket left empty is deleted, so the tables hold
 * exactly what a rebuild gives. The backfill and the triggers are written by db/bucket-totals.ts
 * from the declaration in db/derived.ts (the one place the bucket expressions are written); the
 * SQL is the same text as when this migration shipped (tests/unit/local-server/db/migrations.test.ts).
 */
import { totalsBackfillSql, totalsTriggersSql } from '../bucket-totals.js'
import { PAYMENT_TOTALS } from '../derived.js'

export default /* sql */ `
CREATE INDEX payments_registrar_status_created_desc ON payments (registrar_id, status, created DESC, id DESC, type, amount);
CREATE INDEX payments_registrar_status_type ON payments (registrar_id, status, type, id, created, amount);
CREATE INDEX payments_registrar_type_amount ON payments (registrar_id, type, amount, id, created, status);
CREATE INDEX payments_registrar_type_amount_desc ON payments (registrar_id, type, amount DESC, id DESC, created, status);
CREATE INDEX invoices_registrar_year_number ON invoices (registrar_id, fiscal_year, invoice_number, id, invoice_date, total_amount, payment_id);
CREATE INDEX invoices_registrar_year_number_desc ON invoices
  (registrar_id, fiscal_year, invoice_number DESC, id DESC, invoice_date, total_amount, payment_id);
CREATE INDEX users_registrar_last_name_name ON users (registrar_id, last_name, name, id);
CREATE INDEX users_registrar_last_name_name_desc ON users (registrar_id, last_name, name DESC, id DESC);
DROP INDEX registrar_events_created_desc;
DROP INDEX registrar_events_type_created_desc;
CREATE TABLE payment_totals_amount (
  registrar_id INTEGER NOT NULL,
  status       TEXT NOT NULL,
  type         TEXT NOT NULL,
  bucket       INTEGER NOT NULL, -- the amount with all but its two leading digits zeroed
  n            INTEGER NOT NULL,
  PRIMARY KEY (registrar_id, status, type, bucket)
) WITHOUT ROWID;
CREATE INDEX payment_totals_amount_bucket ON payment_totals_amount (registrar_id, bucket, status, type, n);
CREATE TABLE payment_totals_day (
  registrar_id INTEGER NOT NULL,
  status       TEXT NOT NULL,
  type         TEXT NOT NULL,
  bucket       INTEGER NOT NULL, -- days since 1970-01-01 UTC
  n            INTEGER NOT NULL,
  PRIMARY KEY (registrar_id, status, type, bucket)
) WITHOUT ROWID;
CREATE INDEX payment_totals_day_bucket ON payment_totals_day (registrar_id, bucket, status, type, n);
${totalsBackfillSql(PAYMENT_TOTALS)}${totalsTriggersSql(PAYMENT_TOTALS)}`
