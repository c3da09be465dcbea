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
 */
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
`
