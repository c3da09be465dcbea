import { mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it } from 'vitest'
import { ApiFailure, toApiFailure } from '@/api/errors'
import { HttpError } from '@/api/http'
import { useApiErrorText } from '@/composables/use-api-error'
import { createAppI18n } from '@/i18n'

const answered = (status: number, data: unknown) => new HttpError('Request failed', { status, data, header: () => undefined })

describe('toApiFailure', () => {
  it('reads every failing input of the current kind, the first being code and field', async () => {
    const failure = await toApiFailure(
      answered(400, {
        type: 'urn:registrar-api:error:invalid_body', title: 'Bad Request', status: 400, detail: 'amount: must be number', instance: '/v1/payments/bank',
        code: 'invalid_body', field: 'amount', errors: [{ field: 'amount', code: 'invalid_body' }, { field: 'bankPayment.bankName', code: 'invalid_body' }],
      }),
    )
    expect(failure).toMatchObject({ status: 400, code: 'invalid_body', field: 'amount' })
    expect(failure.errors).toEqual([{ field: 'amount', code: 'invalid_body' }, { field: 'bankPayment.bankName', code: 'invalid_body' }])
  })

  it('reads the legacy kind’s list the same way, and makes one of a lone field', async () => {
    const legacy = await toApiFailure(answered(400, { code: 'invalid_email', message: 'x', field: 'email', errors: [{ field: 'email', code: 'invalid_email' }], timestamp: '2026-03-01T10:15:00+01:00' }))
    expect(legacy.errors).toEqual([{ field: 'email', code: 'invalid_email' }])
    const lone = await toApiFailure(answered(400, { code: 'invalid_url', message: 'x', field: 'www', timestamp: '2026-03-01T10:15:00+01:00' }))
    expect(lone.errors).toEqual([{ field: 'www', code: 'invalid_url' }])
  })
})

function textIn(locale: 'it' | 'en', err: unknown, labels: Record<string, string> = {}): string {
  let text = ''
  const Probe = defineComponent({
    setup() {
      text = useApiErrorText(labels)(err)
      return () => h('p')
    },
  })
  mount(Probe, { global: { plugins: [createAppI18n(locale)] } })
  return text
}

describe('useApiErrorText', () => {
  it('shows the code’s own sentence in the chosen language, never the server’s English detail', () => {
    const err = new ApiFailure(400, 'ip_address_exists', 'The address is already allowed')
    expect(textIn('it', err)).toBe('Indirizzo già autorizzato per questo servizio e utente.')
    expect(textIn('en', err)).toBe('The address is already allowed for this service and user.')
  })

  it('says a code it does not know by its status when it has a sentence for it, else by the server’s detail', () => {
    // The token endpoint answers a fault or a failure of its own as RFC 6749's `server_error`.
    expect(textIn('it', new ApiFailure(503, 'server_error', 'A fault rule of the gateway answered'))).toBe('Il registro non è disponibile al momento.')
    expect(textIn('en', new ApiFailure(500, 'server_error', 'boom'))).toBe('The registry failed. Try again later.')
    // A newer registry's code the build does not know, on a status without a sentence: its own words.
    expect(textIn('it', new ApiFailure(422, 'domain_locked', 'The domain is locked'))).toBe('The domain is locked')
  })

  it('names the field at fault by the screen’s label', () => {
    const err = new ApiFailure(400, 'date_in_future', 'bankPayment.paymentDate: must not be in the future', 'bankPayment.paymentDate')
    expect(textIn('it', err, { 'bankPayment.paymentDate': 'payments.bank.paymentDate' })).toBe('Data ordine — La data non può essere futura.')
  })
})
