/** The pager under every paged list: its total and page numbers, on scale data too. */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import PagerBar from '@/components/PagerBar.vue'
import { createAppI18n, type Locale } from '@/i18n'

const pagerIn = (locale: Locale, totalElements: number, index = 0, size = 20) =>
  mount(PagerBar, {
    props: { page: { size, totalElements, totalPages: Math.ceil(totalElements / size), number: index }, index },
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })

describe('PagerBar', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('groups a large total and page count as every number of the app, in both languages', () => {
    const it_ = pagerIn('it', 400_012, 1_233)
    expect(it_.get('[data-testid=total]').text()).toBe('400.012 elementi')
    expect(it_.get('[data-testid=page-label]').text()).toBe('Pagina 1.234 di 20.001')
    const en = pagerIn('en', 400_012, 1_233)
    expect(en.get('[data-testid=total]').text()).toBe('400,012 items')
    expect(en.get('[data-testid=page-label]').text()).toBe('Page 1,234 of 20,001')
  })

  it('still chooses the plural by the number itself', () => {
    expect(pagerIn('it', 1).get('[data-testid=total]').text()).toBe('1 elemento')
    expect(pagerIn('en', 1).get('[data-testid=total]').text()).toBe('1 item')
    expect(pagerIn('en', 0).get('[data-testid=total]').text()).toBe('0 items')
    expect(pagerIn('it', 1000).get('[data-testid=total]').text()).toBe('1.000 elementi')
  })

  it('keeps the focus on Next when it reaches the last page: Next is then marked unavailable and does nothing', async () => {
    const w = pagerIn('en', 60, 1)
    const next = w.get('[data-testid=page-next]')
    ;(next.element as HTMLElement).focus()
    await next.trigger('click')
    expect(w.emitted('page')).toEqual([[2]])
    await w.setProps({ index: 2, page: { size: 20, totalElements: 60, totalPages: 3, number: 2 } })
    expect(next.attributes('aria-disabled')).toBe('true')
    // Disabled, the button that has the focus would send it to the page's start.
    expect(next.attributes('disabled')).toBeUndefined()
    expect(document.activeElement).toBe(next.element)
    await next.trigger('click')
    expect(w.emitted('page')).toEqual([[2]])
    expect(w.get('[data-testid=page-previous]').attributes('aria-disabled')).toBeUndefined()
  })

  it('keeps the focus on Previous on the first page, where it does nothing', async () => {
    const w = pagerIn('it', 60, 0)
    const previous = w.get('[data-testid=page-previous]')
    ;(previous.element as HTMLElement).focus()
    expect(previous.attributes('aria-disabled')).toBe('true')
    expect(previous.attributes('disabled')).toBeUndefined()
    await previous.trigger('click')
    expect(w.emitted('page')).toBeUndefined()
    expect(document.activeElement).toBe(previous.element)
  })

  it('counts the rows in the list’s own words when its messages name them', () => {
    const w = (locale: Locale, messages: string, totalElements: number) =>
      mount(PagerBar, {
        props: { page: { size: 20, totalElements, totalPages: Math.ceil(totalElements / 20), number: 0 }, index: 0, messages },
        global: { plugins: [createAppI18n(locale)] },
      }).get('[data-testid=total]').text()
    expect(w('it', 'invoices', 1250)).toBe('1.250 fatture')
    expect(w('it', 'invoices', 1)).toBe('1 fattura')
    expect(w('en', 'payments', 2)).toBe('2 payments')
    expect(w('en', 'darwin.lists.queue', 1)).toBe('1 request')
    expect(w('it', 'registrar.events', 7)).toBe('7 eventi')
    expect(w('en', 'users', 3)).toBe('3 users')
    expect(w('it', 'requestLog', 40)).toBe('40 richieste')
    // A section without its own count keeps the generic one.
    expect(w('en', 'registrar.contacts', 3)).toBe('3 items')
  })
})
