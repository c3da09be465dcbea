import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ListStatus from '@/components/ListStatus.vue'
import ScreenStatus from '@/components/ScreenStatus.vue'
import { createAppI18n } from '@/i18n'

const global = { plugins: [createAppI18n('it')] }

// A live region must be in the page before its text changes, or screen readers miss the change.
describe('ScreenStatus and ListStatus: live regions always present', () => {
  it('keeps both regions while idle, then fills them', async () => {
    const w = mount(ScreenStatus, { props: { loading: false, error: null }, global })
    const regions = () => w.findAll('[aria-live]')
    expect(regions().map((r) => r.attributes('aria-live'))).toEqual(['assertive', 'polite'])
    expect(regions().every((r) => r.text() === '')).toBe(true)
    await w.setProps({ loading: true })
    expect(regions()[1]!.text()).toBe('Caricamento…')
    await w.setProps({ loading: false, error: 'Pagamento non trovato.' })
    expect(regions()[0]!.text()).toBe('Pagamento non trovato.')
    expect(regions()[1]!.text()).toBe('')
  })

  it('announces a list’s loading, failure and emptiness in the same regions', async () => {
    const w = mount(ListStatus, { props: { loading: true, error: null, empty: true }, global })
    const regions = () => w.findAll('[aria-live]')
    expect(regions()).toHaveLength(2)
    expect(regions()[1]!.text()).toBe('Caricamento…')
    await w.setProps({ loading: false, error: 'Errore di rete.' })
    expect(regions()[0]!.text()).toContain('Errore di rete.')
    await w.setProps({ error: null })
    expect(regions()[1]!.find('[data-testid=list-empty]').exists()).toBe(true)
  })
})
