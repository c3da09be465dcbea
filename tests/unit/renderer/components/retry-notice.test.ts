/** Try again, pressed: the notice usually goes at once, and the focus must not go with it. */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import RetryNotice from '@/components/RetryNotice.vue'
import { createAppI18n } from '@/i18n'

/** A section of a screen whose content could not be read; Try again takes the notice away. */
const Section = defineComponent({
  props: { elsewhere: { type: Boolean, default: false } },
  setup(props) {
    const failed = ref(true)
    return () =>
      h('main', { tabindex: '-1' }, [
        h('section', [
          h('h2', 'Operations report'),
          failed.value
            ? h(RetryNotice, {
                text: 'The registry does not answer.',
                retryTestid: 'retry',
                onRetry: () => {
                  failed.value = false
                  if (props.elsewhere) void nextTick(() => document.getElementById('other')?.focus())
                },
              })
            : h('p', 'Loading…'),
          h('button', { id: 'other' }, 'Other'),
        ]),
      ])
  },
})

const mountSection = (elsewhere = false) => mount(Section, { props: { elsewhere }, attachTo: document.body, global: { plugins: [createAppI18n('en')] } })

describe('RetryNotice: the focus after Try again', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('goes to the heading of its section, not to the page’s start, when the notice goes', async () => {
    const w = mountSection()
    const retry = w.get('[data-testid=retry]')
    expect(retry.text()).toBe('Try again')
    ;(retry.element as HTMLElement).focus()
    await retry.trigger('click')
    await nextTick()
    await nextTick()
    expect(w.find('[data-testid=retry]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('h2').element)
    // Focusable by script only, not a stop for the Tab key.
    expect(w.get('h2').attributes('tabindex')).toBe('-1')
  })

  it('stays where the screen put it meanwhile', async () => {
    const w = mountSection(true)
    ;(w.get('[data-testid=retry]').element as HTMLElement).focus()
    await w.get('[data-testid=retry]').trigger('click')
    await nextTick()
    await nextTick()
    expect(document.activeElement?.id).toBe('other')
  })

  it('is not moved when the notice goes while the focus is elsewhere', async () => {
    const w = mountSection()
    const other = document.getElementById('other') as HTMLElement
    other.focus()
    await w.get('[data-testid=retry]').trigger('click')
    await nextTick()
    await nextTick()
    expect(document.activeElement).toBe(other)
  })
})
