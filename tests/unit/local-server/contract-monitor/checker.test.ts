import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { sharedSchemas } from '../../../../local-server/contract/common.js'
import { defineOperation } from '../../../../local-server/contract/operation.js'
import { createContractChecker, MONITOR_MAX_FINDINGS } from '../../../../local-server/contract-monitor/checker.js'
import { areas } from '../../../../local-server/features/index.js'

const payment = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  at: Type.String({ format: 'date-time' }),
  note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  owner: Type.Optional(Type.Union([Type.Object({ name: Type.String() }), Type.Null()])),
  tags: Type.Optional(Type.Record(Type.String(), Type.String())),
})
const op = defineOperation({
  id: 'test.list',
  method: 'GET',
  url: '/v1/things/:id',
  tag: 'test',
  summary: 'A list',
  access: { groups: ['admin'] },
  errorKind: 'current',
  params: Type.Object({ id: Type.Integer() }),
  successStatus: 200,
  response: Type.Object({ elements: Type.Array(payment) }, { additionalProperties: true }),
  errors: [404],
})

const checker = createContractChecker({ sharedSchemas, maxBodyBytes: 1024, maxFindings: MONITOR_MAX_FINDINGS })
const json = (status: number, body: unknown, contentType = 'application/json') => {
  const bytes = JSON.stringify(body)
  return { status, contentType, size: Buffer.byteLength(bytes), bytes }
}
const good = { id: 1, amount: 10.5, at: '2026-03-01T10:15:00+01:00' }

describe('the contract checker', () => {
  it('finds nothing in an answer the spec describes', () => {
    expect(checker.check(op, json(200, { elements: [good, { ...good, note: null, owner: { name: 'x' }, tags: { a: 'b' } }] }))).toEqual({ findings: [] })
  })

  it('reports a field the spec does not show, even where the schema admits more, with its field across elements', () => {
    const { findings } = checker.check(op, json(200, { elements: [good, { ...good, bonus: 3 }], total: 2 }))
    expect(findings).toEqual([
      { kind: 'unknown_field', path: '/elements/1/bonus', field: '/elements/*/bonus', actual: 'integer' },
      { kind: 'unknown_field', path: '/total', field: '/total', actual: 'integer' },
    ])
  })

  it('reports an unknown field inside an object that may be null', () => {
    const { findings } = checker.check(op, json(200, { elements: [{ ...good, owner: { name: 'x', extra: true } }] }))
    expect(findings).toEqual([{ kind: 'unknown_field', path: '/elements/0/owner/extra', field: '/elements/*/owner/extra', actual: 'boolean' }])
  })

  it('reports a missing required field, a wrong type, a nullable of the wrong type and an invalid value', () => {
    const { id: _id, ...noId } = good
    const { findings } = checker.check(op, json(200, { elements: [noId, { ...good, amount: '10.50', note: 5, at: 'yesterday' }] }))
    expect(findings).toEqual(
      expect.arrayContaining([
        { kind: 'missing_field', path: '/elements/0/id', field: '/elements/*/id' },
        { kind: 'wrong_type', path: '/elements/1/amount', field: '/elements/*/amount', expected: 'number', actual: 'string' },
        { kind: 'wrong_type', path: '/elements/1/note', field: '/elements/*/note', expected: 'string | null', actual: 'integer' },
        { kind: 'invalid_value', path: '/elements/1/at', field: '/elements/*/at', expected: 'format date-time', actual: '"yesterday"' },
      ]),
    )
    expect(findings).toHaveLength(4)
  })

  it('reports an undocumented status with the documented ones', () => {
    expect(checker.check(op, json(418, { teapot: true })).findings).toEqual([
      { kind: 'undocumented_status', path: '', field: '', expected: '200, 400, 401, 403, 404, 414', actual: '418' },
    ])
  })

  it('checks a documented error against its error body kind', () => {
    const problem = { type: 'urn:registrar-api:error:not_found', title: 'Not found', status: 404, detail: 'No such thing', instance: '/v1/things/1', code: 'not_found' }
    expect(checker.check(op, json(404, problem, 'application/problem+json')).findings).toEqual([])
    const { detail: _d, ...noDetail } = problem
    expect(checker.check(op, json(404, noDetail, 'application/problem+json')).findings).toEqual([{ kind: 'missing_field', path: '/detail', field: '/detail' }])
  })

  it('reports an answer that is not JSON, or JSON that does not parse', () => {
    expect(checker.check(op, { status: 200, contentType: 'text/html', size: 5, bytes: '<p>x' }).findings).toEqual([
      { kind: 'wrong_media_type', path: '', field: '', expected: 'application/json', actual: 'text/html' },
    ])
    expect(checker.check(op, { status: 200, contentType: 'application/json', size: 3, bytes: '{"a' }).findings[0]?.kind).toBe('invalid_json')
  })

  it('checks only the status of a body over its cap, and says so', () => {
    const check = checker.check(op, { status: 200, contentType: 'application/json', size: 5000, bytes: '{"elements":[', truncated: true })
    expect(check.findings).toEqual([])
    expect(check.note?.code).toBe('body_over_cap')
    expect(check.note?.text).toMatch(/5000 bytes.*cap of 1024/)
  })

  it('keeps at most its cap of findings, saying how many were left out', () => {
    const many = Array.from({ length: 30 }, () => ({ amount: 1, at: good.at }))
    const check = createContractChecker({ sharedSchemas, maxBodyBytes: 1 << 20, maxFindings: 5 }).check(op, json(200, { elements: many }))
    expect(check.findings).toHaveLength(5)
    expect(check.note).toEqual({ code: 'findings_left_out', text: '25 more findings were left out (5 kept)' })
  })

  it('compiles the response schema of every operation of the registry', () => {
    const all = createContractChecker({ sharedSchemas, maxBodyBytes: 1 << 20, maxFindings: 20 })
    for (const area of areas) {
      for (const o of area.operations) {
        expect(() => all.check(o, json(o.successStatus, {}))).not.toThrow()
        expect(() => all.check(o, json(400, {}))).not.toThrow()
      }
    }
  })
})
