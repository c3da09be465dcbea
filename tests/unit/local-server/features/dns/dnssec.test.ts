import { describe, expect, it } from 'vitest'
import { dnskeyRdata, dsDigest, keyTag, nameWire } from '../../../../../local-server/features/dns/dnssec.js'

// RFC 4034 section 5.4 (SHA-1) and RFC 4509 section 2.3 (SHA-256): dskey.example.com.
const RFC4034_KEY = {
  flags: 256,
  algorithm: 5,
  key: Buffer.from(
    'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==',
    'base64',
  ),
}
// RFC 6605 section 6.2 (SHA-384): example.net.
const RFC6605_KEY = {
  flags: 257,
  algorithm: 14,
  key: Buffer.from('xKYaNhWdGOfJ+nPrL8/arkwf2EY3MDJ+SErKivBVSum1w/egsXvSADtNJhyem5RCOpgQ6K8X1DRSEkrbYQ+OB+v8/uX45NBwY8rp65F6Glur8I/mlVNgF6W/qTI37m40', 'base64'),
}

describe('DNSSEC computations', () => {
  it('computes the key tag of RFC 4034 appendix B', () => {
    expect(keyTag(RFC4034_KEY)).toBe(60485)
    expect(keyTag(RFC6605_KEY)).toBe(10771)
  })

  it('computes the DS digests of the RFC examples (SHA-1, SHA-256, SHA-384)', () => {
    expect(dsDigest('dskey.example.com.', RFC4034_KEY, 1)).toBe('2bb183af5f22588179a53b0a98631fad1a292118')
    expect(dsDigest('dskey.example.com', RFC4034_KEY, 2)).toBe('d4b7d520e7bb5f0f67674a0cceb1e3e0614b93c4f9e99b8383f6a1e4469da50a')
    expect(dsDigest('example.net.', RFC6605_KEY, 4)).toBe(
      '72d7b62976ce06438e9c0bf319013cf801f09ecc84b8d7e9495f27e305c6a9b0563a9b5f4d288405c3008a946df983d6',
    )
  })

  it('hashes the owner name in canonical (lower case) wire form', () => {
    expect(nameWire('DsKey.Example.COM.')).toEqual(Buffer.from('\x05dskey\x07example\x03com\x00', 'latin1'))
    expect(dsDigest('DSKEY.example.com.', RFC4034_KEY, 1)).toBe(dsDigest('dskey.example.com.', RFC4034_KEY, 1))
  })

  it('has no digest for an unknown digest type', () => {
    expect(dsDigest('example.it.', RFC4034_KEY, 3)).toBeUndefined()
  })

  it('takes the key tag of algorithm 1 from the modulus', () => {
    const key = { flags: 256, algorithm: 1, key: Buffer.from([1, 2, 3, 0xab, 0xcd, 0xef]) }
    expect(dnskeyRdata(key).subarray(0, 4)).toEqual(Buffer.from([1, 0, 3, 1]))
    expect(keyTag(key)).toBe(0xabcd)
  })
})
