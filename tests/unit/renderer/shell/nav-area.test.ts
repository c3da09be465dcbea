import { describe, expect, it } from 'vitest'
import { navItemFor } from '@/shell/nav-area'

const ITEMS = ['/', '/invoices', '/payments', '/tools/requests', '/tools/dns-check', '/registrar/data', '/registrar/contacts']

describe('the navigation item a screen belongs to', () => {
  it('is the item whose address starts the screen’s, segment by segment', () => {
    expect(navItemFor('/invoices/97', ITEMS)).toBe('/invoices')
    expect(navItemFor('/payments/top-up/return', ITEMS)).toBe('/payments')
    expect(navItemFor('/tools/requests/5', ITEMS)).toBe('/tools/requests')
    expect(navItemFor('/registrar/contacts/new', ITEMS)).toBe('/registrar/contacts')
  })

  it('is never an item whose address is only the start of a word of the screen’s', () => {
    expect(navItemFor('/invoices-archive', ITEMS)).toBeUndefined()
    expect(navItemFor('/registrar/events', ITEMS)).toBeUndefined()
  })

  it('is the longest such item', () => {
    expect(navItemFor('/registrar/data/emails', [...ITEMS, '/registrar'])).toBe('/registrar/data')
  })

  it('is Home on Home only, though `/` starts every address', () => {
    expect(navItemFor('/', ITEMS)).toBe('/')
    expect(navItemFor('/profile', ITEMS)).toBeUndefined()
  })
})
