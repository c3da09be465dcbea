import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ListStatus from '@/components/ListStatus.vue'
import ScreenStatus from '@/components/ScreenStatus.vue'
import { createAppI18n } from '@/i18n'

const mountIn = (locale: 'it' | 'en', props: InstanceType<typeof ListStatus>['$props']) =>
  mount(ListStatus, { props, global: { plugins: [createAppI18n(locale)] } })

describe('ListStatus: every list’s empty and error states', () => {
  it('names the error and offers a retry that reloads the list', async () => {
    const w = mountIn('en', { loading: false, error: 'The registry failed. Try again later.', empty: true, messages: 'invoices' })
    const error = w.get('[data-testid=list-error]')
    expect(error.text()).toContain('The registry failed. Try again later.')
    expect(w.find('[data-testid=list-empty]').exists()).toBe(false)
    await w.get('[data-testid=list-retry]').trigger('click')
    expect(w.emitted('retry')).toHaveLength(1)
    expect(w.get('[data-testid=list-retry]').text()).toBe('Try again')
  })

  it('says what an empty list means in the list’s own words, in both languages', () => {
    const en = mountIn('en', { loading: false, error: null, empty: true, messages: 'invoices' })
    expect(en.get('[data-testid=list-empty]').text()).toBe('There are no invoices yet: they appear here as the registry issues them.')
    expect(en.find('[data-testid=list-empty-clear]').exists()).toBe(false)
    const it_ = mountIn('it', { loading: false, error: null, empty: true, messages: 'payments' })
    expect(it_.get('[data-testid=list-empty]').text()).toContain('Registra un bonifico')
  })

  it('when filters hide every row, says so and clears them with a button', async () => {
    const w = mountIn('en', { loading: false, error: null, empty: true, filtered: true, messages: 'invoices' })
    expect(w.get('[data-testid=list-empty]').text()).toContain('No invoices match these filters. Clear the filters to see all invoices.')
    const clear = w.get('[data-testid=list-empty-clear]')
    expect(clear.text()).toBe('Clear filters')
    await clear.trigger('click')
    expect(w.emitted('clear')).toHaveLength(1)
  })

  it('takes its sentences as given, or falls back to the common ones', () => {
    expect(mountIn('en', { loading: false, error: null, empty: true, emptyText: 'Nothing here. Add one.' }).text()).toBe('Nothing here. Add one.')
    expect(mountIn('it', { loading: false, error: null, empty: true }).text()).toBe('Nessun elemento.')
  })

  it('shows nothing beside rows, and loading only while there are none yet', async () => {
    const w = mountIn('en', { loading: true, error: null, empty: false })
    expect(w.text()).toBe('')
    await w.setProps({ empty: true })
    expect(w.get('[data-testid=list-loading]').text()).toBe('Loading…')
  })
})

describe('ScreenStatus: a screen that cannot be shown keeps a heading', () => {
  it('puts the failure under a main heading, unless the screen has its own', async () => {
    const w = mount(ScreenStatus, { props: { loading: false, error: 'Payment not found.' }, global: { plugins: [createAppI18n('en')] } })
    expect(w.get('h1').text()).toBe('This page cannot be shown')
    expect(w.get('[data-testid=screen-error]').text()).toBe('Payment not found.')
    await w.setProps({ headed: true })
    expect(w.find('h1').exists()).toBe(false)
    await w.setProps({ headed: false, error: null })
    expect(w.find('h1').exists()).toBe(false)
  })
})
