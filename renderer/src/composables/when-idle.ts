/**
 * Runs `task` once the page has nothing better to do: after the current frame is drawn and its
 * events handled (`requestIdleCallback`), and after `timeoutMs` at the latest. Work that only
 * prepares what a user may ask for next (the next page of a list, pdf.js) waits for it, so that
 * it never delays what the user asked for now. Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  // Without it (older engines, test DOMs): as soon as the current task and its rendering are done.
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}
