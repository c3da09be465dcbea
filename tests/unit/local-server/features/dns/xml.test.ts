import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../../local-server/api-error.js'
import { parseXmlRequest } from '../../../../../local-server/features/dns/xml.js'

describe('parseXmlRequest', () => {
  it('reads the XML request into the JSON shape (rule 5)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <request>
        <domain>example.it</domain>
        <nameservers>
          <nameserver name="ns1.example.it">
            <address type="IPv4">192.0.2.1</address>
            <address type="IPv6">2001:db8::1</address>
          </nameserver>
          <nameserver name="ns.other.net"/>
        </nameservers>
        <dsRecords>
          <dsRecord><keytag>60485</keytag><algorithm>5</algorithm><digestType>1</digestType><digest>2BB183AF5F22588179A53B0A98631FAD1A292118</digest></dsRecord>
        </dsRecords>
        <dnsSecDisabled>false</dnsSecDisabled>
      </request>`
    expect(parseXmlRequest(xml)).toEqual({
      domain: 'example.it',
      nameservers: [
        { name: 'ns1.example.it', address: [{ value: '192.0.2.1', type: 'IPv4' }, { value: '2001:db8::1', type: 'IPv6' }] },
        { name: 'ns.other.net' },
      ],
      dsRecords: [{ keytag: 60485, algorithm: 5, digestType: 1, digest: '2BB183AF5F22588179A53B0A98631FAD1A292118' }],
      dnsSecDisabled: false,
    })
  })

  it('reads empty lists as empty and leaves badly written values for the schema to reject', () => {
    expect(parseXmlRequest('<request><domain>example.it</domain><nameservers/><dnsSecDisabled>maybe</dnsSecDisabled></request>')).toEqual({
      domain: 'example.it',
      nameservers: [],
      dnsSecDisabled: 'maybe',
    })
    const ds = parseXmlRequest('<request><domain>x.it</domain><dsRecords><dsRecord><keytag>-1</keytag></dsRecord></dsRecords></request>')
    expect(ds).toEqual({ domain: 'x.it', dsRecords: [{ keytag: '-1' }] })
  })

  it.each([
    ['<request><domain>example.it</domain>', undefined],
    ['not xml at all', undefined],
    ['<other><domain>example.it</domain></other>', undefined],
    ['<!DOCTYPE r [<!ENTITY a "aaaa">]><request><domain>&a;</domain></request>', undefined],
    ['<request><domain>example.it</domain><nameservers><ns name="a"/></nameservers></request>', 'nameservers'],
    ['<request><domain>example.it</domain><nameservers><nameserver/><nameserver name="b"/></nameservers></request>', 'nameservers.0.name'],
  ])('answers 400 invalid_xml to %s', (xml, field) => {
    try {
      parseXmlRequest(xml)
      throw new Error('accepted')
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError)
      expect((err as ApiError).status).toBe(400)
      expect((err as ApiError).code).toBe('invalid_xml')
      expect((err as ApiError).field).toBe(field)
    }
  })
})

describe('what an answer repeats of an element or attribute name', () => {
  const long = `a${'password'.repeat(8_000)}`
  const shown = `${long.slice(0, 64)}…`

  it.each([
    [`<request><domain>x.it</domain><nameservers><${long}/></nameservers></request>`, 'nameservers'],
    [`<request><domain>x.it</domain><nameservers><nameserver name="a"><${long}/></nameserver></nameservers></request>`, 'nameservers.0'],
    [`<request><domain>x.it</domain><${long}></request>`, undefined],
    [`<request><domain>x.it</domain><a></${long}></request>`, undefined],
    [`<request><domain>x.it</domain><a ${long}="1" ${long}="2"/></request>`, undefined],
  ])('is its first 64 characters: %#', (xml, field) => {
    try {
      parseXmlRequest(xml)
      throw new Error('accepted')
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError)
      expect((err as ApiError).field).toBe(field)
      const message = (err as ApiError).message
      expect(message).toContain(shown)
      expect(message.length).toBeLessThan(300)
    }
  })

  it('is its first 64 characters for an unknown element, which the schema then names', () => {
    const parsed = parseXmlRequest(`<request><domain>x.it</domain><${long}/></request>`) as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual(['domain', shown])
  })
})
