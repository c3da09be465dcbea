import { onBeforeUnmount, onMounted, type Ref, ref, watch, type WatchSource } from 'vue'

/** What a chart.js chart offers that this needs (a type only: chart.js stays out of the bundles that import this). */
interface Destroyable {
  destroy(): void
}

/**
 * A chart drawn on a canvas: built once the canvas is in the page, built again each time `source`
 * changes (new figures, another language), destroyed with the component. Returns the canvas ref
 * for the template.
 */
export function useChartCanvas(build: (canvas: HTMLCanvasElement) => Destroyable, source: WatchSource<unknown>): Ref<HTMLCanvasElement | null> {
  const canvas = ref<HTMLCanvasElement | null>(null)
  let chart: Destroyable | null = null
  function draw() {
    chart?.destroy()
    chart = canvas.value ? build(canvas.value) : null
  }
  onMounted(draw)
  watch(source, draw)
  onBeforeUnmount(() => chart?.destroy())
  return canvas
}
