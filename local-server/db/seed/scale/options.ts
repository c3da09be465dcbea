/**
 * The options of `npm run seed:scale` (docs/performance.md): how many rows of each kind the
 * generated data set gives DEMO-REG. OTHER-REG gets a small share of its own (1 %, at least a
 * few rows), so that every search still has another registrar's rows to leave out.
 */
import { parseArgs } from 'node:util'

export interface ScaleOptions {
  /** The data folder to create; it must not exist yet or be empty. */
  readonly dataDir: string
  /** DEMO-REG's payments. */
  readonly payments: number
  /** DEMO-REG's approved payments, each with its invoice (the month's operations invoices come on top). */
  readonly invoices: number
  /** DEMO-REG's credit movements: one per approved payment, the rest domain operations charged on the credit. */
  readonly ledger: number
  /** DEMO-REG's darwin requests, each with its contacts, domains, anomalies, events and documents. */
  readonly darwin: number
  /** Years of history before the anchor. */
  readonly years: number
  readonly seed: number
  /** The anchor (epoch ms): the data set ends on the registry day containing it. */
  readonly now: number
  /** Rows per transaction. */
  readonly chunk: number
  /** Helper threads of SQLite's sorter while the indexes are built; 0 sorts in memory on one thread. */
  readonly threads: number
}

export class ScaleOptionError extends Error {}

const DEFAULT_PAYMENTS = 1_000_000
/** Sorter threads while building the indexes: one per core of the machines measured here. */
export const DEFAULT_SORTER_THREADS = 2

/** Defaults that follow from the number of payments: 65 % approved, two movements a payment, a darwin request per 10 payments. */
export function scaleDefaults(payments: number): Pick<ScaleOptions, 'invoices' | 'ledger' | 'darwin'> {
  return { invoices: Math.round(payments * 0.65), ledger: payments * 2, darwin: Math.round(payments / 10) }
}

export function parseScaleArgs(argv: readonly string[], now: number): ScaleOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string' },
      payments: { type: 'string' },
      invoices: { type: 'string' },
      ledger: { type: 'string' },
      darwin: { type: 'string' },
      years: { type: 'string' },
      seed: { type: 'string' },
      chunk: { type: 'string' },
      threads: { type: 'string' },
    },
    strict: true,
  })
  if (!values.data) throw new ScaleOptionError('--data DIR is required')
  const count = (flag: string, v: string | undefined, fallback: number, min = 0) => {
    if (v === undefined) return fallback
    const n = Number(v.replace(/_/g, ''))
    if (v.trim() === '' || !Number.isInteger(n) || n < min) throw new ScaleOptionError(`--${flag} must be a whole number ≥ ${min}, not '${v}'`)
    return n
  }
  const payments = count('payments', values.payments, DEFAULT_PAYMENTS, 2)
  const defaults = scaleDefaults(payments)
  const invoices = count('invoices', values.invoices, defaults.invoices, 1)
  if (invoices > payments) throw new ScaleOptionError(`--invoices (approved payments) cannot exceed --payments (${payments})`)
  const ledger = count('ledger', values.ledger, Math.max(defaults.ledger, invoices))
  if (ledger < invoices) throw new ScaleOptionError(`--ledger must be at least --invoices (${invoices}): every approved payment is a movement`)
  return {
    dataDir: values.data,
    payments,
    invoices,
    ledger,
    darwin: count('darwin', values.darwin, defaults.darwin),
    years: count('years', values.years, 8, 1),
    seed: count('seed', values.seed, 1),
    now,
    chunk: count('chunk', values.chunk, 50_000, 1),
    threads: count('threads', values.threads, DEFAULT_SORTER_THREADS),
  }
}
