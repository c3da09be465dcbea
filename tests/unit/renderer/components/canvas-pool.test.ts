import { describe, expect, it } from 'vitest'
import { createCanvasPool } from '@/components/pdf/canvas-pool'

function hostWith(width: number, height: number, pool = createCanvasPool()): { host: HTMLElement; canvas: HTMLCanvasElement } {
  const host = document.createElement('div')
  const canvas = pool.take(width, height)
  host.append(canvas, document.createElement('div'))
  return { host, canvas }
}

describe('the canvas pool', () => {
  it('makes a canvas of the size asked for when it keeps none', () => {
    const canvas = createCanvasPool().take(900, 1273)
    expect([canvas.width, canvas.height]).toEqual([900, 1273])
  })

  it('hands a kept canvas of the same size over once, taken out of the page it was on', () => {
    const pool = createCanvasPool()
    const { host, canvas } = hostWith(900, 1273, pool)
    pool.keep(host)
    expect(host.querySelector('canvas')).toBeNull()
    expect(host.children).toHaveLength(1)
    expect(pool.take(900, 1273)).toBe(canvas)
    expect(pool.take(900, 1273)).not.toBe(canvas)
  })

  it('never hands over a canvas of another size', () => {
    const pool = createCanvasPool()
    const { host, canvas } = hostWith(900, 1273, pool)
    pool.keep(host)
    const other = pool.take(600, 849)
    expect(other).not.toBe(canvas)
    expect([other.width, other.height]).toEqual([600, 849])
  })

  it('keeps the newest few only, and none once cleared', () => {
    const pool = createCanvasPool(2)
    const pages = [hostWith(900, 1273, pool), hostWith(900, 1273, pool), hostWith(900, 1273, pool)]
    for (const page of pages) pool.keep(page.host)
    const taken = [pool.take(900, 1273), pool.take(900, 1273), pool.take(900, 1273)]
    expect(taken.slice(0, 2)).toEqual([pages[2]!.canvas, pages[1]!.canvas])
    expect(taken[2]).not.toBe(pages[0]!.canvas)
    pool.keep(hostWith(900, 1273, pool).host)
    pool.clear()
    expect(pages.map((p) => p.canvas)).not.toContain(pool.take(900, 1273))
  })
})
