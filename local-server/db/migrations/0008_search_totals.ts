/**
 * The invoice and darwin request searches get what the payments got in 0007 (docs/performance.md,
 * "Totals per bucket"): exact totals without COUNT(*) over the matches, and cached pages.
 *
 * - `invoice_totals_amount`, `invoice_totals_date`: invoices per registrar by total (its two
 *   leading digits) and by invoice date (one bucket a date); `darwin_request_totals`: darwin
 *   requests per registrar, status and assignee (0 for nobody). Declared in db/derived.ts, whose
 *   declarations db/bucket-totals.ts turns into the tables, the backfill from the existing rows
 *   and the triggers that keep them, in the transaction that writes the row.
 * - `search_versions`: a counter per search, bumped by triggers on every write its pages show, so
 *   the page caches (core/page-cache.ts) drop what they keep whoever writes (a service, the
 *   sandbox's controls, a registrar's reset): `invoices` on invoices; `darwin` on darwin requests,
 *   on the reference contacts a page shows and on the names of the users a request is assigned
 *   to. A full reset empties it (the counter restarts): the caches are cleared through ctx.onReset.
 * - `darwin_requests_status_deadline`: the expiry sweep that runs before every darwin call
 *   (features/darwin/lifecycle.ts) looks up the registrar's working requests past their deadline;
 *   through the deadline index it read every past deadline (all the closed requests) each time.
 * - The request search's indexes by creation, status and assignee carry the other filter columns,
 *   as the payment and invoice ones do: a filter the index does not seek (`status=in:…` under the
 *   creation order) is checked inside it, and only the page's rows are read from the table.
 */
import { totalsBackfillSql, totalsTablesSql, totalsTriggersSql } from '../bucket-totals.js'
import { DARWIN_REQUEST_TOTALS, INVOICE_TOTALS } from '../derived.js'

const bump = (name: string) => `  INSERT INTO search_versions (name, v) VALUES ('${name}', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1;`

export default /* sql */ `
${totalsTablesSql(INVOICE_TOTALS)}${totalsBackfillSql(INVOICE_TOTALS)}${totalsTriggersSql(INVOICE_TOTALS)}
${totalsTablesSql(DARWIN_REQUEST_TOTALS)}${totalsBackfillSql(DARWIN_REQUEST_TOTALS)}${totalsTriggersSql(DARWIN_REQUEST_TOTALS)}
CREATE TABLE search_versions (
  name TEXT PRIMARY KEY,
  v    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER invoices_version_insert AFTER INSERT ON invoices BEGIN
${bump('invoices')}
END;
CREATE TRIGGER invoices_version_update AFTER UPDATE ON invoices BEGIN
${bump('invoices')}
END;
CREATE TRIGGER invoices_version_delete AFTER DELETE ON invoices BEGIN
${bump('invoices')}
END;
CREATE TRIGGER darwin_requests_version_insert AFTER INSERT ON darwin_requests BEGIN
${bump('darwin')}
END;
CREATE TRIGGER darwin_requests_version_update AFTER UPDATE ON darwin_requests BEGIN
${bump('darwin')}
END;
CREATE TRIGGER darwin_requests_version_delete AFTER DELETE ON darwin_requests BEGIN
${bump('darwin')}
END;
CREATE TRIGGER darwin_contacts_version_insert AFTER INSERT ON darwin_contacts WHEN NEW.reference = 1 BEGIN
${bump('darwin')}
END;
CREATE TRIGGER darwin_contacts_version_update
  AFTER UPDATE OF registrar_id, request_id, reference, registrar_contact_id, dbna_id, org, regcode ON darwin_contacts
  WHEN OLD.reference = 1 OR NEW.reference = 1 BEGIN
${bump('darwin')}
END;
CREATE TRIGGER darwin_contacts_version_delete AFTER DELETE ON darwin_contacts WHEN OLD.reference = 1 BEGIN
${bump('darwin')}
END;
CREATE TRIGGER users_darwin_version_update AFTER UPDATE OF id, username, name, last_name ON users BEGIN
${bump('darwin')}
END;
CREATE TRIGGER users_darwin_version_delete AFTER DELETE ON users BEGIN
${bump('darwin')}
END;
CREATE INDEX darwin_requests_status_deadline ON darwin_requests (registrar_id, status, deadline, id);
DROP INDEX darwin_requests_created;
CREATE INDEX darwin_requests_created ON darwin_requests (registrar_id, created, id, status, assigned_user_id, ref_org, ref_regcode);
DROP INDEX darwin_requests_status;
CREATE INDEX darwin_requests_status ON darwin_requests (registrar_id, status, created, id, assigned_user_id, ref_org, ref_regcode);
DROP INDEX darwin_requests_assigned;
CREATE INDEX darwin_requests_assigned ON darwin_requests (registrar_id, assigned_user_id, created, id, status, ref_org, ref_regcode);
`
