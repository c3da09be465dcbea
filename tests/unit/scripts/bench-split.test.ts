/** The benchmark's desktop split (scripts/bench/split-protocol.ts): its commands and the figure over all loads. */
import { describe, expect, it } from 'vitest'
import { parseBenchCommand, worstOfLoads } from '../../../scripts/bench/split-protocol.js'

describe("the desktop-like parent's protocol", () => {
  it('knows its three commands and nothing else', () => {
    expect(['measure', 'report', 'stop'].map(parseBenchCommand)).toEqual(['measure', 'report', 'stop'])
    expect(parseBenchCommand('exit')).toBeUndefined()
    expect(parseBenchCommand({ type: 'stop' })).toBeUndefined()
  })

  it("sums the loads up by the worst one a user would feel: the median p50, the highest p99 and max", () => {
    const loads = [
      { p50: 1.1, p99: 4, max: 20, samples: 100 },
      { p50: 1.3, p99: 9.2, max: 15, samples: 50 },
      { p50: 1.2, p99: 3, max: 60, samples: 10 },
    ]
    expect(worstOfLoads(loads)).toEqual({ p50: 1.2, p99: 9.2, max: 60, samples: 160 })
    expect(worstOfLoads([])).toBeUndefined()
  })
})
