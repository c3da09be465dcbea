import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import ConfirmDialog from '@/components/ConfirmDialog.vue'
import { createAppI18n } from '@/i18n'

// A page with an opener button and the dialog, as the screen uses it.
const Host = defineComponent({
  setup() {
    const open = ref(false)
    const result = ref('')
    return () =>
      h('div', [
        h('button', { id: 'opener', onClick: () => (open.value = true) }, 'Delete'),
        h('p', { id: 'result' }, result.value),
        open.value
          ? h(
              ConfirmDialog,
              {
                title: 'Delete the address?',
                confirmLabel: 'Delete',
                onCancel: () => ((open.value = false), (result.value = 'cancelled')),
                onConfirm: () => ((open.value = false), (result.value = 'confirmed')),
              },
              () => h('p', '192.0.2.10 will no longer be able to connect to EPP server.'),
            )
          : null,
      ])
  },
})

const mountHost = () => mount(Host, { attachTo: document.body, global: { plugins: [createAppI18n('en')] } })
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('the confirmation dialog', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is a labelled, described modal dialog that focuses Cancel first', async () => {
    const w = mountHost()
    ;(document.getElementById('opener') as HTMLButtonElement).focus()
    await w.find('#opener').trigger('click')
    await tick()
    const dialog = w.find('[role=dialog]')
    expect(dialog.attributes('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.attributes('aria-labelledby')!)!.textContent).toBe('Delete the address?')
    expect(document.getElementById(dialog.attributes('aria-describedby')!)!.textContent).toContain('192.0.2.10')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-cancel')
  })

  it('keeps Tab inside the dialog, both ways', async () => {
    const w = mountHost()
    await w.find('#opener').trigger('click')
    await tick()
    const ok = w.find('[data-testid=confirm-ok]')
    ;(ok.element as HTMLElement).focus()
    await ok.trigger('keydown', { key: 'Tab' })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-cancel')
    await w.find('[data-testid=confirm-cancel]').trigger('keydown', { key: 'Tab', shiftKey: true })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-ok')
  })

  it('brings back focus that leaves it', async () => {
    const w = mountHost()
    await w.find('#opener').trigger('click')
    await tick()
    ;(document.getElementById('opener') as HTMLButtonElement).focus()
    expect(w.find('[role=dialog]').element.contains(document.activeElement)).toBe(true)
  })

  it('cancels on Escape and gives focus back to the opener', async () => {
    const w = mountHost()
    ;(document.getElementById('opener') as HTMLButtonElement).focus()
    await w.find('#opener').trigger('click')
    await tick()
    await w.find('[data-testid=confirm-cancel]').trigger('keydown', { key: 'Escape' })
    await tick()
    expect(w.find('[role=dialog]').exists()).toBe(false)
    expect(w.find('#result').text()).toBe('cancelled')
    expect(document.activeElement?.id).toBe('opener')
  })

  it('confirms only on its button', async () => {
    const w = mountHost()
    await w.find('#opener').trigger('click')
    await tick()
    await w.find('[data-testid=confirm-ok]').trigger('click')
    expect(w.find('#result').text()).toBe('confirmed')
  })

  it('cannot be cancelled or confirmed again while the deletion is under way, and keeps the focus meanwhile', async () => {
    const w = mount(ConfirmDialog, {
      props: { title: 'T', confirmLabel: 'Deleting…', busy: true },
      attachTo: document.body,
      global: { plugins: [createAppI18n('en')] },
    })
    await tick()
    const ok = w.get('[data-testid=confirm-ok]')
    ;(ok.element as HTMLElement).focus()
    await w.find('[role=dialog]').trigger('keydown', { key: 'Escape' })
    await ok.trigger('click')
    await w.get('[data-testid=confirm-cancel]').trigger('click')
    expect(w.emitted('cancel')).toBeUndefined()
    expect(w.emitted('confirm')).toBeUndefined()
    // Marked, not disabled: a disabled button that has the focus sends it to the page's start.
    expect(ok.attributes('aria-disabled')).toBe('true')
    expect(ok.attributes('disabled')).toBeUndefined()
    expect(w.get('[data-testid=confirm-cancel]').attributes('disabled')).toBeUndefined()
    expect(document.activeElement).toBe(ok.element)
    await w.setProps({ busy: false })
    expect(ok.attributes('aria-disabled')).toBeUndefined()
    w.unmount()
  })

  it('puts the focus on Cancel when the deletion fails, under the error', async () => {
    const w = mount(ConfirmDialog, {
      props: { title: 'T', confirmLabel: 'Delete', busy: false, error: null },
      attachTo: document.body,
      global: { plugins: [createAppI18n('en')] },
    })
    await tick()
    const ok = w.get('[data-testid=confirm-ok]')
    ;(ok.element as HTMLElement).focus()
    await w.setProps({ busy: true })
    await w.setProps({ busy: false, error: 'The registry failed. Try again later.' })
    expect(w.get('[data-testid=confirm-error]').attributes('role')).toBe('alert')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-cancel')
    w.unmount()
  })

  it('hears Escape and Tab wherever the focus is while it is open', async () => {
    const w = mountHost()
    ;(document.getElementById('opener') as HTMLButtonElement).focus()
    await w.find('#opener').trigger('click')
    await tick()
    // The focus lost to the page's start (a button that was disabled meanwhile): Tab brings it back…
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-cancel')
    // …and Escape still cancels.
    ;(document.activeElement as HTMLElement).blur()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await tick()
    expect(w.find('[role=dialog]').exists()).toBe(false)
    expect(w.find('#result').text()).toBe('cancelled')
  })

  it('stops hearing the keys once closed', async () => {
    const w = mountHost()
    await w.find('#opener').trigger('click')
    await tick()
    await w.find('[data-testid=confirm-ok]').trigger('click')
    await tick()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    expect(w.find('#result').text()).toBe('confirmed')
  })
})
