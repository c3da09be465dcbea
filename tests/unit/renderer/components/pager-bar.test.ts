/** The pager under every paged list: its total and page numbers, on scale data too. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PagerBar from '@/components/PagerBar.vue'
import { createAppI18n, type Locale } from '@/i18n'

const pagerIn = (locale: Locale, totalElements: number, index = 0, size = 20) =>
  mount(PagerBar, {
    props: { page: { size, totalElements, totalPages: Math.ceil(totalElements / size), number: index }, index },
    global: { plugins: [createAppI18n(locale)] },
  })

describe('PagerBar', () => {
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
})
