/**
 * Resolves once the browser has painted its next frame: a `requestAnimationFrame`, then a task
 * posted from it, which runs once that frame's style, layout and paint are done. Work that must
 * not hold back what is about to be shown (an invoice page's text layer, behind its picture)
 * starts then. A hidden window paints no frames: the work waits until it is shown again.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
  })
}
