/**
 * Which item of the navigation a screen belongs to. The routes are flat (`/invoices/:invoiceId`
 * is no child of `/invoices`), so the router's own `router-link-active` marks an item on its own
 * screen only, and on an invoice, a payment or a request record no item was marked. A screen
 * belongs to the item whose address is the longest start of its own, segment by segment:
 * `/invoices/97` to `/invoices`, `/tools/requests/5` to `/tools/requests`, `/registrar/data/emails`
 * to `/registrar/data`. Home's `/` starts every address: it owns only itself.
 */
export function navItemFor(path: string, itemPaths: readonly string[]): string | undefined {
  let best: string | undefined
  for (const item of itemPaths) {
    const owns = item === '/' ? path === '/' : path === item || path.startsWith(`${item}/`)
    if (owns && (best === undefined || item.length > best.length)) best = item
  }
  return best
}
