import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import LongId from '@/components/LongId.vue'
import { splitLongId } from '@/components/long-id'
import { createAppI18n } from '@/i18n'

const global = { plugins: [createAppI18n('it')] }
const TRN = '0306G7GI1E5RAIYKSR487KRFYC415X'

describe('splitLongId: where a long value gives way', () => {
  it('keeps the end of a long value apart, whole value in order', () => {
    expect(splitLongId(TRN)).toEqual({ head: '0306G7GI1E5RAIYKSR487KRF', tail: 'YC415X' })
    expect(splitLongId('2001:db8:10:ffff:ffff:ffff:ffff:0/64', 8).tail).toBe('fff:0/64')
  })

  it('keeps a file name’s extension and a few letters before it', () => {
    expect(splitLongId('carta-identita-rossi-mario.jpeg')).toEqual({ head: 'carta-identita-rossi-ma', tail: 'rio.jpeg' })
    expect(splitLongId('scansione-del-documento.pdf').tail).toBe('nto.pdf')
  })

  it('leaves a short value whole', () => {
    expect(splitLongId('#42')).toEqual({ head: '#42', tail: '' })
    expect(splitLongId('192.0.2.10')).toEqual({ head: '192.0.2.10', tail: '' })
  })

  it('keeps an e-mail address’s domain whole, short or long, unless the domain is itself too long', () => {
    expect(splitLongId('federica.barbieri@demo-registrar.it')).toEqual({ head: 'federica.barbieri', tail: '@demo-registrar.it' })
    expect(splitLongId('admin@demo-registrar.it')).toEqual({ head: 'admin', tail: '@demo-registrar.it' })
    expect(splitLongId('a@b.it')).toEqual({ head: 'a', tail: '@b.it' })
    const long = 'mario@pec.studio-legale-associati-roma.it'
    expect(splitLongId(long)).toEqual({ head: long.slice(0, -6), tail: 'oma.it' })
  })
})

describe('LongId', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('has the whole value in its text, its tooltip and its copy button’s name', () => {
    const w = mount(LongId, { props: { value: TRN, label: 'riferimento' }, global })
    expect(w.get('[data-testid=long-id-text]').text()).toBe(TRN)
    expect(w.get('[data-testid=long-id-text]').attributes('title')).toBe(TRN)
    expect(w.get('[data-testid=long-id-copy]').attributes('aria-label')).toBe(`Copia ${TRN} (riferimento)`)
    // The button's icon adds no text: the value reads (and is selected) as it is.
    expect(w.get('[data-testid=long-id-copy]').text()).toBe('')
    expect(w.attributes('data-value')).toBe(TRN)
  })

  it('cuts in the middle: the head may give way with an ellipsis, the tail never', () => {
    const w = mount(LongId, { props: { value: TRN, max: '12ch' }, global })
    expect(w.find('.long-id__head').text()).toBe('0306G7GI1E5RAIYKSR487KRF')
    expect(w.find('.long-id__tail').text()).toBe('YC415X')
    expect(w.attributes('style')).toContain('--long-id-max: 12ch')
  })

  it('copies the whole value to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const w = mount(LongId, { props: { value: TRN }, global })
    await w.get('[data-testid=long-id-copy]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(TRN)
    expect(w.get('[data-testid=long-id-status]').text()).toBe('Copiato negli appunti.')
    expect(w.get('[data-testid=long-id-copy]').attributes('data-state')).toBe('copied')
  })

  it('selects the value for Ctrl+C when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })
    const w = mount(LongId, { props: { value: TRN }, global, attachTo: document.body })
    await w.get('[data-testid=long-id-copy]').trigger('click')
    await flushPromises()
    expect(window.getSelection()?.toString()).toBe(TRN)
    expect(w.get('[data-testid=long-id-status]').text()).toContain('Ctrl+C')
    w.unmount()
  })

  it('gives the grid of its parts the least each shows when cut, never more than the part has', () => {
    const email = mount(LongId, { props: { value: 'federica.barbieri@demo-registrar.it' }, global })
    expect(email.attributes('style')).toContain('--long-id-head-min: 2ch')
    expect(email.attributes('style')).toContain('--long-id-tail-min: 4em')
    const short = mount(LongId, { props: { value: 'a@b.it' }, global })
    expect(short.attributes('style')).toContain('--long-id-head-min: min-content')
    expect(short.attributes('style')).toContain('--long-id-tail-min: min-content')
  })

  it('shows the whole of a cut value beside it while its copy button has the focus, hidden from screen readers', async () => {
    const value = 'federica.barbieri@demo-registrar.it'
    const w = mount(LongId, { props: { value }, global, attachTo: document.body })
    const head = w.get('.long-id__head').element
    // The layout happy-dom has not: the head's text wider than its box, as when cut.
    Object.defineProperty(head, 'scrollWidth', { configurable: true, value: 124 })
    Object.defineProperty(head, 'clientWidth', { configurable: true, value: 28 })
    await w.get('[data-testid=long-id-copy]').trigger('focusin')
    const whole = w.get('[data-testid=long-id-whole]')
    expect(whole.text()).toBe(value)
    expect(whole.attributes('aria-hidden')).toBe('true')
    await w.get('[data-testid=long-id-copy]').trigger('focusout')
    expect(w.find('[data-testid=long-id-whole]').exists()).toBe(false)
    // Shown whole already: nothing more.
    Object.defineProperty(head, 'clientWidth', { configurable: true, value: 124 })
    await w.get('[data-testid=long-id-copy]').trigger('focusin')
    expect(w.find('[data-testid=long-id-whole]').exists()).toBe(false)
    await w.get('[data-testid=long-id-copy]').trigger('focusout')
    // A domain too long for its column is cut too.
    const tail = w.get('.long-id__tail').element
    Object.defineProperty(tail, 'scrollWidth', { configurable: true, value: 141 })
    Object.defineProperty(tail, 'clientWidth', { configurable: true, value: 90 })
    await w.get('[data-testid=long-id-copy]').trigger('focusin')
    expect(w.get('[data-testid=long-id-whole]').text()).toBe(value)
    w.unmount()
  })

  it('names the copy in English too, and can go without the button', () => {
    const en = mount(LongId, { props: { value: 'mario.rossi@example.it' }, global: { plugins: [createAppI18n('en')] } })
    expect(en.get('[data-testid=long-id-copy]').attributes('aria-label')).toBe('Copy mario.rossi@example.it')
    const bare = mount(LongId, { props: { value: TRN, copy: false }, global })
    expect(bare.find('[data-testid=long-id-copy]').exists()).toBe(false)
  })
})
