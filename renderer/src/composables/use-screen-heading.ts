import { onBeforeUnmount, onMounted, type Ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { useRoute } from 'vue-router'
import { type ScreenHeadingWatch, watchScreenHeading } from './screen-heading'

/**
 * Keeps the window title on the heading of the screen inside `root`, and moves focus to the new
 * screen's heading when the address changes screen (not when only a list's query changes: the
 * user stays on the filter or pager they used). The first screen keeps the browser's own focus.
 */
export function useScreenHeading(root: Ref<HTMLElement | null>): void {
  const { t } = useI18n()
  const route = useRoute()
  let heading: ScreenHeadingWatch | null = null
  onMounted(() => {
    if (root.value) heading = watchScreenHeading(root.value, () => t('app.title'))
  })
  watch(
    () => route.path,
    () => heading?.navigated(),
    { flush: 'post' },
  )
  onBeforeUnmount(() => heading?.stop())
}
