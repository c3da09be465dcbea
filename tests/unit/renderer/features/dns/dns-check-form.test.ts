import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DnsCheckConfig } from '@contract/dns'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DnsCheckForm from '@/features/dns/components/DnsCheckForm.vue'
import { createAppI18n } from '@/i18n'

const config: DnsCheckConfig = { itOnly: true, maxDSRecords: 1, nameserversMin: 2, nameserversMax: 3, dnsSecEnabled: true, ipv6Enabled: true }

function setup(answer: (op: unknown, input: unknown) => Promise<unknown>) {
  const call = vi.fn(answer)
  const w = mount(DnsCheckForm, {
    props: { config },
    attachTo: document.body,
    global: { plugins: [createAppI18n('en')], provide: { [CallKey as symbol]: call } },
  })
  return { w, call }
}
const errorOf = (w: ReturnType<typeof setup>['w'], id: string) => (w.find(`#${id}-error`).exists() ? w.find(`#${id}-error`).text() : null)

describe('the DNS check form', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the number of name servers within the validator’s limits', async () => {
    const { w } = setup(async () => ({}))
    expect(w.findAll('input[id$="-name"]').length).toBe(2)
    expect(w.find('[data-testid="dns-ns-0-delete"]').exists()).toBe(false)
    await w.find('[data-testid="dns-ns-add"]').trigger('click')
    expect(w.find('#dns-ns-2-name').exists()).toBe(true)
    expect(w.find('[data-testid="dns-ns-add"]').exists()).toBe(false)
    await w.find('[data-testid="dns-ns-0-delete"]').trigger('click')
    expect(w.find('#dns-ns-2-name').exists()).toBe(false)
  })

  it('asks addresses only for a name server inside the domain, and DS records only with DNSSEC on', async () => {
    const { w } = setup(async () => ({}))
    await w.find('#dns-domain').setValue('example.it')
    await w.find('#dns-ns-0-name').setValue('ns1.example.it')
    await w.find('#dns-ns-1-name').setValue('ns.provider.net')
    expect(w.find('#dns-ns-0-addresses').exists()).toBe(true)
    expect(w.find('#dns-ns-1-addresses').exists()).toBe(false)
    expect(w.find('[data-testid="dns-ds"]').exists()).toBe(false)
    await w.find('[data-testid="dns-dnssec"]').setValue(true)
    expect(w.find('#dns-ds-0-digest').exists()).toBe(true)
    expect(w.find('[data-testid="dns-ds-add"]').exists()).toBe(false)
  })

  it('sends the request and hands the result on', async () => {
    const result = { domain: 'example.it.', status: 'SUCCEEDED', validationId: 'x', validationDate: 0, version: '1.0' }
    const { w, call } = setup(async () => result)
    await w.find('#dns-domain').setValue('example.it')
    await w.find('#dns-ns-0-name').setValue('ns1.example.it')
    await w.find('#dns-ns-0-addresses').setValue('192.0.2.1')
    await w.find('#dns-ns-1-name').setValue('ns.provider.net')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(call.mock.calls[0]![1]).toEqual({
      body: { domain: 'example.it', dnsSecDisabled: true, nameservers: [{ name: 'ns1.example.it', address: [{ value: '192.0.2.1', type: 'IPv4' }] }, { name: 'ns.provider.net' }] },
      query: { format: 'verbose' },
    })
    expect(w.emitted('checked')).toEqual([[result]])
  })

  it('puts the API’s refusals on their fields, and each goes when its field changes', async () => {
    const refusal = new ApiFailure(400, 'invalid_address', 'bad', 'nameservers.0.address.0.value', [
      { field: 'domain', code: 'domain_not_it' },
      { field: 'nameservers.0.address.0.value', code: 'invalid_address' },
    ])
    const { w } = setup(async () => {
      throw refusal
    })
    await w.find('#dns-domain').setValue('example.com')
    await w.find('#dns-ns-1-name').setValue('ns1.example.com')
    await w.find('#dns-ns-1-addresses').setValue('300.1.1.1')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(errorOf(w, 'dns-domain')).toBe('The domain must end in .it.')
    // The API counts only the named rows: its name server 0 is the form's second row.
    expect(errorOf(w, 'dns-ns-1-addresses')).toBe('Not a valid IP address of a name server.')
    expect(document.activeElement?.id).toBe('dns-domain')
    await w.find('#dns-domain').setValue('example.it')
    expect(errorOf(w, 'dns-domain')).toBeNull()
  })

  it('fills in the form from pasted zone lines', async () => {
    const { w } = setup(async () => ({}))
    await w.find('#dns-paste-text').setValue('example.it. IN NS ns1.example.it.\nexample.it. IN NS ns2.example.it.\nns1.example.it. IN A 192.0.2.1\nexample.it. IN DS 1 13 2 ABCD\nfoo')
    await w.find('[data-testid="dns-paste-apply"]').trigger('click')
    expect((w.find('#dns-domain').element as HTMLInputElement).value).toBe('example.it')
    expect((w.find('#dns-ns-0-addresses').element as HTMLInputElement).value).toBe('192.0.2.1')
    expect((w.find('#dns-ds-0-digest').element as HTMLInputElement).value).toBe('ABCD')
    expect(w.find('[data-testid="dns-paste-notice"]').text()).toBe('Form filled in — name servers: 2, DS records: 1. Lines ignored: 1.')
  })
})
