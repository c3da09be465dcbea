/**
 * The registry's business time as the screens know it: the `registryTime` of the last gateway
 * status, moved on by the time the computer's clock says has passed since it came. The sandbox's
 * clock may be days away from the computer's; only the elapsed time is taken from the latter.
 */
export interface RegistryClockReading {
  /** `registryTime` of the status (ISO 8601 with offset). */
  registryTime: string
  /** The computer's clock (epoch ms) when the status came. */
  receivedAt: number
}

/** Epoch ms of the registry's time now; the computer's own time until a status has come. */
export function registryNowFrom(reading: RegistryClockReading | null, computerNow: number): number {
  if (!reading) return computerNow
  const at = Date.parse(reading.registryTime)
  return Number.isFinite(at) ? at + (computerNow - reading.receivedAt) : computerNow
}
