import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createExpirySweep } from '../../local-server/features/darwin/lifecycle.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { registrarId } from './billing-helpers.js'

// The sweep that runs before every darwin call remembers the earliest working deadline and reads
// nothing until it passes or the connection writes: it must still expire every request on time.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
})
afterAll(() => t.close())

const statusOf = (id: number) => t.app.ctx.db.prepare<[number], { status: string }>('SELECT status FROM darwin_requests WHERE id = ?').get(id)!.status
const submitted = () =>
  t.app.ctx.db.prepare<[number], { id: number }>(`SELECT id FROM darwin_requests WHERE registrar_id = ? AND status = 'submitted' ORDER BY id`).all(demo)

describe('the darwin expiry sweep', () => {
  it('expires a request once its deadline passes, with no write in between', () => {
    const sweep = createExpirySweep(t.app.ctx.db)
    const now = Date.now()
    sweep(demo, now)
    const [first] = submitted()
    t.app.ctx.db.prepare('UPDATE darwin_requests SET deadline = ? WHERE id = ?').run(now + 1000, first!.id)
    expect(sweep(demo, now)).toBe(0)
    expect(sweep(demo, now + 1000)).toBe(0)
    expect(statusOf(first!.id)).toBe('submitted')
    expect(sweep(demo, now + 1001)).toBe(1)
    expect(statusOf(first!.id)).toBe('expired')
  })

  it('sees a deadline moved earlier by any write', () => {
    const sweep = createExpirySweep(t.app.ctx.db)
    const now = Date.now()
    const [, second] = submitted()
    sweep(demo, now)
    t.app.ctx.db.prepare('UPDATE darwin_requests SET deadline = ? WHERE id = ?').run(now - 1, second!.id)
    expect(sweep(demo, now)).toBe(1)
    expect(statusOf(second!.id)).toBe('expired')
  })

  it('keeps each registrar apart', () => {
    const sweep = createExpirySweep(t.app.ctx.db)
    const other = registrarId(t, 'OTHER-REG')
    const now = Date.now()
    sweep(demo, now)
    const [third] = submitted()
    t.app.ctx.db.prepare('UPDATE darwin_requests SET deadline = ? WHERE id = ?').run(now + 10, third!.id)
    sweep(other, now + 20)
    expect(statusOf(third!.id)).toBe('submitted')
    expect(sweep(demo, now + 20)).toBe(1)
  })
})
