/**
 * Whether the registry is reachable, as the screens' offline banner shows it. Every proxied
 * exchange reports its outcome; when nothing has been heard for a few seconds, a status read
 * asks the registry's public DNS configuration (no token needed) to find out, one probe at a time.
 */
import type { Forwarder } from './forward.js'
import { upstreamUrl } from './config.js'

interface ReachabilityState {
  readonly online: boolean
  /** Epoch ms of the last answer from the registry. */
  readonly lastContact?: number
}

export interface Reachability {
  answered(): void
  failed(): void
  /** The state, probing first when the last news is older than `freshMs`. */
  current(): Promise<ReachabilityState>
}

export function createReachability(upstream: URL, forwarder: Forwarder, realNow: () => number, freshMs = 4000): Reachability {
  let online = true
  let lastContact: number | undefined
  let lastNews = -Infinity
  let probing: Promise<void> | undefined
  const answered = () => {
    online = true
    lastContact = realNow()
    lastNews = lastContact
  }
  const failed = () => {
    online = false
    lastNews = realNow()
  }
  const probe = async () => {
    try {
      const res = await forwarder.send({
        method: 'GET',
        url: upstreamUrl(upstream, '/v1/dns-check/config'),
        headers: { accept: 'application/json' },
      })
      res.resume()
      // A proxy in front of a registry that is down answers 502-504 itself.
      if (res.statusCode !== undefined && res.statusCode >= 502 && res.statusCode <= 504) failed()
      else answered()
    } catch {
      failed()
    }
  }
  return {
    answered,
    failed,
    async current() {
      if (realNow() - lastNews > freshMs) {
        probing ??= probe().finally(() => {
          probing = undefined
        })
        await probing
      }
      return { online, ...(lastContact !== undefined ? { lastContact } : {}) }
    },
  }
}
