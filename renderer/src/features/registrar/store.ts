import { defineStore } from 'pinia'
import { ref } from 'vue'

/**
 * What the contacts screen says after the form saved a contact (the form is a screen of its own,
 * and the list says what happened once it is back). Forgotten on sign-out.
 */
export const useRegistrarStore = defineStore('registrar', () => {
  const notice = ref<string | null>(null)
  /** Returns the notice once and forgets it. */
  function takeNotice(): string | null {
    const said = notice.value
    notice.value = null
    return said
  }
  function reset(): void {
    notice.value = null
  }
  return { notice, takeNotice, reset }
})
