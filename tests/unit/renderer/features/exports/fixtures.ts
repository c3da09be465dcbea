import type { ExportColumn } from '@/features/exports/columns'

export interface Row {
  id: number
  when: string
  day: string
  note: string
  amount: number
}

export const columns: ExportColumn<Row>[] = [
  { header: 'No.', kind: 'integer', value: (r) => r.id },
  { header: 'Created', kind: 'dateTime', value: (r) => r.when },
  { header: 'Date', kind: 'date', value: (r) => r.day },
  { header: 'Note', kind: 'text', value: (r) => r.note },
  { header: 'Amount (€)', kind: 'money', value: (r) => r.amount },
]

// 00:45 in Rome on 24 November is 23:45 UTC the day before: dates follow Rome's clock.
export const rows: Row[] = [
  { id: 1, when: '2026-11-23T23:45:00Z', day: '2026-11-24', note: 'plain', amount: 1234.5 },
  { id: 2, when: '2026-07-01T10:15:00+02:00', day: '2026-07-01', note: 'a;b, "quoted"\nline', amount: -20 },
  { id: 3, when: '2026-01-02T08:00:00+01:00', day: '2026-01-02', note: '=HYPERLINK("x")', amount: 0.1 },
]
