/**
 * The statistics tests' shared setup: an app whose clock (and so the registry's today and the
 * data set's last date) is a fixed instant, so the figures are the same on every run.
 */
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

/** 12:00 in Rome on 15 June 2026: the registry's today is 2026-06-15. */
export const NOW = Date.parse('2026-06-15T12:00:00+02:00')
export const TODAY = '2026-06-15'

/** An app on its own data folder whose real time (and so the sandbox clock) is `realNow`. */
export const statisticsApp = (realNow: () => number = () => NOW): Promise<TestApp> => createTestApp({}, { realNow })

export async function getJson<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.call({ method: 'GET', url })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json() as T
}

/** A 400 in the current error kind, with its code and the parameter it names. */
export function expectBadRequest(res: LightMyRequestResponse, code: string, field: string): void {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.headers['content-type']).toContain('application/problem+json')
  expect(res.json()).toMatchObject({ status: 400, code, field })
}

export interface Breakdown<K> {
  date: string
  total: number
  elements: Array<K & { domains: number; shareBasisPoints: number }>
}

export const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0)
