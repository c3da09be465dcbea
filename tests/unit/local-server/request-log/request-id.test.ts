import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestIdGenerator, uuidV7Generator } from '../../../../local-server/request-log/capture.js'

const withHeader = (value: string | undefined) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage

describe('request ids', () => {
  it('are UUIDs of version 7 that sort in the order they were made', () => {
    const uuidV7 = uuidV7Generator()
    const ids = [0, 1, 2, 1000, 86_400_000].map((ms) => uuidV7(Date.UTC(2026, 10, 24) + ms))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect([...ids].sort()).toEqual(ids)
    // Ids of one millisecond differ (its time's text is kept, not the id).
    expect(new Set([uuidV7(1), uuidV7(1), uuidV7(1)]).size).toBe(3)
    // The first 48 bits are the time in milliseconds.
    const at = Date.UTC(2026, 10, 24, 23, 59, 59, 999)
    expect(Number.parseInt(uuidV7(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at)
    // A later millisecond after several ids of one: the time's part follows the clock.
    expect(Number.parseInt(uuidV7(at + 1).replace(/-/g, '').slice(0, 12), 16)).toBe(at + 1)
  })

  it("are the caller's own when usable", () => {
    const requestIdOf = requestIdGenerator()
    expect(requestIdOf(withHeader('job-7/step-2'))).toBe('job-7/step-2')
    for (const unusable of [undefined, '', 'two words', 'é', 'x'.repeat(129)]) expect(requestIdOf(withHeader(unusable))).not.toBe(unusable)
  })
})
