/**
 * The dates at which the credit chart samples the balance: the last day of each of the previous
 * `months` months, then today. Each point is one `/v1/credit/untilDate` call.
 */
export function historyDates(today: string, months: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const dates: string[] = []
  for (let back = months; back >= 1; back--) {
    // Day 0 of a month is the last day of the month before it.
    const end = new Date(Date.UTC(y, m - back, 0))
    dates.push(end.toISOString().slice(0, 10))
  }
  dates.push(today)
  return dates
}
