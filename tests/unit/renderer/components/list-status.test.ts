import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, reactive } from 'vue'
import DataTable from '@/components/DataTable.vue'
import ListStatus from '@/components/ListStatus.vue'
import ScreenStatus from '@/components/ScreenStatus.vue'
import type { ListAnnouncement } from '@/composables/list-announcement'
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
    expect(it_.get('[data-testid=list-empty]').text()).toContain('Comunicare un bonifico')
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

/**
 * A list screen as the screens compose it: its heading, the status, then the table once there are
 * rows; `state` plays the list's loads.
 */
function listScreen(locale: 'it' | 'en' = 'en') {
  const state = reactive({
    loading: false,
    error: null as string | null,
    rows: [] as { n: number }[],
    filtered: false,
    announcement: null as ListAnnouncement | null,
    sort: ['n'] as string[],
  })
  const Screen = defineComponent({
    setup() {
      return () =>
        h('section', [
          h('h1', 'Invoices'),
          h(ListStatus, {
            loading: state.loading,
            error: state.error,
            empty: state.rows.length === 0,
            filtered: state.filtered,
            messages: 'invoices',
            announcement: state.announcement,
            onRetry: () => Object.assign(state, { loading: true, error: null }),
            onClear: () => Object.assign(state, { loading: true, filtered: false }),
          }),
          state.rows.length > 0
            ? h(DataTable, { columns: [{ key: 'n', label: 'Number', sortField: 'n' }], rows: state.rows, sort: state.sort, caption: 'Invoices', 'data-testid': 'table' })
            : null,
        ])
    },
  })
  const w = mount(Screen, { attachTo: document.body, global: { plugins: [createAppI18n(locale)] } })
  return { w, state }
}
const focused = () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName

describe('ListStatus: the focus stays on the list when its button goes', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('Try again: on the status while the list loads ("Loading…"), then on the table once the rows come', async () => {
    const { w, state } = listScreen()
    state.error = 'The registry failed. Try again later.'
    await nextTick()
    const retry = w.get('[data-testid=list-retry]')
    ;(retry.element as HTMLElement).focus()
    await retry.trigger('click')
    await nextTick()
    expect(w.find('[data-testid=list-retry]').exists()).toBe(false)
    expect(focused()).toBe('list-status')
    expect(w.get('[data-testid=list-status]').text()).toBe('Loading…')
    Object.assign(state, { loading: false, rows: [{ n: 1 }] })
    await nextTick()
    await nextTick()
    expect(focused()).toBe('table')
    expect(w.get('[data-testid=table]').attributes('tabindex')).toBe('-1')
  })

  it('Try again that fails again: on the new Try again', async () => {
    const { w, state } = listScreen()
    state.error = 'The registry failed. Try again later.'
    await nextTick()
    ;(w.get('[data-testid=list-retry]').element as HTMLElement).focus()
    await w.get('[data-testid=list-retry]').trigger('click')
    await nextTick()
    Object.assign(state, { loading: false, error: 'The registry does not answer.' })
    await nextTick()
    await nextTick()
    expect(focused()).toBe('list-retry')
  })

  it('Clear filters: on the status, which then says the list is empty when it still is', async () => {
    const { w, state } = listScreen()
    state.filtered = true
    await nextTick()
    const clear = w.get('[data-testid=list-empty-clear]')
    ;(clear.element as HTMLElement).focus()
    await clear.trigger('click')
    await nextTick()
    expect(focused()).toBe('list-status')
    state.loading = false
    await nextTick()
    await nextTick()
    expect(focused()).toBe('list-status')
    expect(w.get('[data-testid=list-status]').text()).toBe('There are no invoices yet: they appear here as the registry issues them.')
  })

  it('leaves alone a focus that is elsewhere when the list loads', async () => {
    const { w, state } = listScreen()
    state.error = 'The registry failed. Try again later.'
    await nextTick()
    await w.get('[data-testid=list-retry]').trigger('click')
    const heading = w.get('h1').element as HTMLElement
    heading.tabIndex = -1
    heading.focus()
    Object.assign(state, { loading: false, rows: [{ n: 1 }] })
    await nextTick()
    await nextTick()
    expect(document.activeElement).toBe(heading)
  })

  it('puts a focus lost meanwhile on Try again when the list fails (Next, gone with the pager)', async () => {
    const { w, state } = listScreen()
    state.rows = [{ n: 1 }]
    await nextTick()
    ;(document.activeElement as HTMLElement | null)?.blur()
    Object.assign(state, { rows: [], error: 'The registry failed. Try again later.' })
    await nextTick()
    await nextTick()
    expect(focused()).toBe('list-retry')
    expect(w.get('[data-testid=list-retry]').text()).toBe('Try again')
  })
})

describe('ListStatus: says each load to screen readers', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('says the page and the total, counted in the list’s own words, in its polite region, in both languages', async () => {
    for (const [locale, words] of [
      ['it', 'Pagina 2 di 4, 78 fatture'],
      ['en', 'Page 2 of 4, 78 invoices'],
    ] as const) {
      const { w, state } = listScreen(locale)
      state.rows = [{ n: 1 }]
      await nextTick()
      expect(w.find('[data-testid=list-said]').exists()).toBe(false)
      state.announcement = { page: 1, pages: 4, total: 78 }
      await nextTick()
      await nextTick()
      const region = w.get('[data-testid=list-status]')
      expect(region.attributes('aria-live')).toBe('polite')
      expect(region.text()).toBe(words)
      expect(w.get('[data-testid=list-said]').classes()).toContain('visually-hidden')
      w.unmount()
    }
  })

  it('names a new sort by its column’s heading in the table', async () => {
    const { w, state } = listScreen('it')
    Object.assign(state, { rows: [{ n: 1 }], sort: ['n,desc'] })
    await nextTick()
    state.announcement = { page: 0, pages: 1, total: 12, sort: { field: 'n', descending: true } }
    await nextTick()
    await nextTick()
    expect(w.get('[data-testid=list-status]').text()).toBe('Ordinamento: Number, decrescente. 12 fatture')
  })

  it('counts one row in the singular, and a list whose messages do not name its rows in items', async () => {
    const one = mountIn('it', { loading: false, error: null, empty: false, messages: 'payments', announcement: { page: 0, pages: 1, total: 1 } })
    await nextTick()
    expect(one.get('[data-testid=list-status]').text()).toBe('1 pagamento')
    const unnamed = mountIn('en', { loading: false, error: null, empty: false, messages: 'registrar.contacts', announcement: { page: 0, pages: 1, total: 3 } })
    await nextTick()
    expect(unnamed.get('[data-testid=list-status]').text()).toBe('3 items')
  })

  it('keeps its region in the page, and only the words change', async () => {
    const { w, state } = listScreen()
    state.rows = [{ n: 1 }]
    await nextTick()
    const region = w.get('[data-testid=list-status]').element
    state.announcement = { page: 0, pages: 2, total: 30 }
    await nextTick()
    await nextTick()
    state.announcement = null
    await nextTick()
    await nextTick()
    expect(w.get('[data-testid=list-status]').element).toBe(region)
    expect(region.textContent).toBe('')
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
