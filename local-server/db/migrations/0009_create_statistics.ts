/**
 * The public statistics' data set (features/statistics/, docs/statistics.md): daily aggregates of
 * a synthetic registry-wide population, generated on the first statistics request, never a row
 * per domain. `day` counts days from 2000-01-01 (day 0), the first date of the data.
 *
 * - `statistics_days`: the registry's figures at the end of each day, and the day's flows with
 *   their running totals since day 0 (`…_to_date`), so a period's flows are two rows apart
 *   whatever its length.
 * - `statistics_provinces`, `…_registrant_types`, `…_nationalities`, `…_registrars`: the domains
 *   at the end of each day by category, one row a day, the counts packed in a BLOB of 32-bit
 *   little-endian integers in the order of the categories' list (features/statistics/model.ts);
 *   the registrars also carry their renewals and deletions since day 0. A breakdown on a date is
 *   one row; the categories of a row add up to the day's `registered`.
 * - `statistics_generation`: what the data set was generated from (its inputs, the sandbox
 *   registrars' entry dates among them) and the last day generated; other inputs regenerate it.
 *
 * No `registrar_id` column: the data is registry-wide, and a registrar's reset leaves it alone.
 */
export default /* sql */ `
CREATE TABLE statistics_days (
  day                 INTEGER PRIMARY KEY,
  registered          INTEGER NOT NULL,
  signed              INTEGER NOT NULL,
  created             INTEGER NOT NULL,
  deleted             INTEGER NOT NULL,
  transferred         INTEGER NOT NULL,
  renewed             INTEGER NOT NULL,
  created_to_date     INTEGER NOT NULL,
  deleted_to_date     INTEGER NOT NULL,
  transferred_to_date INTEGER NOT NULL,
  renewed_to_date     INTEGER NOT NULL
);
CREATE TABLE statistics_provinces (
  day    INTEGER PRIMARY KEY,
  counts BLOB NOT NULL
);
CREATE TABLE statistics_registrant_types (
  day    INTEGER PRIMARY KEY,
  counts BLOB NOT NULL
);
CREATE TABLE statistics_nationalities (
  day    INTEGER PRIMARY KEY,
  counts BLOB NOT NULL
);
CREATE TABLE statistics_registrars (
  day             INTEGER PRIMARY KEY,
  domains         BLOB NOT NULL,
  renewed_to_date BLOB NOT NULL,
  deleted_to_date BLOB NOT NULL
);
CREATE TABLE statistics_generation (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  inputs   TEXT NOT NULL,
  last_day INTEGER NOT NULL
);
`
