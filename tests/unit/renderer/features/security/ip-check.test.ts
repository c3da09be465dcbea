import { describe, expect, it } from 'vitest'
import { checkAddressList, splitAddresses } from '@/features/security/ip-check'

describe('checkAddressList', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(splitAddresses(' 192.0.2.1,192.0.2.2;\n2001:db8::1  192.0.2.0/24\n')).toEqual(['192.0.2.1', '192.0.2.2', '2001:db8::1', '192.0.2.0/24'])
  })

  it('needs 1 to 20 addresses', () => {
    expect(checkAddressList('  \n ').listProblem).toBe('required')
    const many = Array.from({ length: 21 }, (_, i) => `192.0.2.${i + 1}`).join('\n')
    expect(checkAddressList(many).listProblem).toBe('too_many')
    expect(checkAddressList(many.split('\n').slice(0, 20).join('\n'))).toMatchObject({ listProblem: undefined, problems: [] })
  })

  it('reports every bad entry with its position, and repeats after normalisation', () => {
    const result = checkAddressList('192.0.2.1\nbogus\n2001:db8::1\n2001:DB8:0::1\n192.0.2.9/24')
    expect(result.addresses).toHaveLength(5)
    expect(result.problems).toEqual([
      { index: 1, address: 'bogus', problem: 'invalid_ip_address', network: undefined, min: undefined },
      { index: 3, address: '2001:DB8:0::1', problem: 'ip_address_repeated', sameAs: 2 },
      { index: 4, address: '192.0.2.9/24', problem: 'ip_range_host_bits', network: '192.0.2.0/24', min: undefined },
    ])
  })
})
