import { describe, expect, it } from 'vitest'
import { bracketed } from '../../../../local-server/gateway/guard.js'

describe('bracketed: an address as the Host header names it', () => {
  it('puts IPv6 addresses in brackets, as a browser writes them in Host', () => {
    expect(bracketed('::1')).toBe('[::1]')
    expect(bracketed('2001:db8::10')).toBe('[2001:db8::10]')
    expect(bracketed('fe80::1%eth0')).toBe('[fe80::1%eth0]')
  })

  it('leaves IPv4 addresses and names as they are', () => {
    expect(bracketed('127.0.0.1')).toBe('127.0.0.1')
    expect(bracketed('192.0.2.10')).toBe('192.0.2.10')
    expect(bracketed('localhost')).toBe('localhost')
    expect(bracketed('desk.example')).toBe('desk.example')
  })
})
