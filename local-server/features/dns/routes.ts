import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { dnsCheckConfig, dnsCheckValidate, DNS_LIMITS, type DnsCheckConfig } from '../../contract/dns.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { normalizeRequest } from './request.js'
import { DEFAULT_VALIDATOR_OPTIONS, inFormat, validateDelegation } from './service.js'
import { parseXmlRequest } from './xml.js'

/** What the validator reports and applies (docs/dns-check.md says why `itOnly` is true). */
const DNS_CHECK_CONFIG: DnsCheckConfig = {
  itOnly: true,
  maxDSRecords: DNS_LIMITS.maxDSRecords,
  nameserversMin: DNS_LIMITS.nameserversMin,
  nameserversMax: DNS_LIMITS.nameserversMax,
  dnsSecEnabled: true,
  ipv6Enabled: true,
}

/** An XML request is a few hundred bytes; anything this large is not one. */
const XML_BODY_LIMIT = 64 * 1024

export async function registerDns(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const options = {
    ...DEFAULT_VALIDATOR_OPTIONS,
    ...(ctx.options.dnsPort ? { port: ctx.options.dnsPort } : {}),
    ...(ctx.options.resolver ? { resolver: ctx.options.resolver } : {}),
  }
  // Its own plugin context, so that the XML parser exists for these routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: XML_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, parseXmlRequest(body as string))
      } catch (err) {
        done(err as Error, undefined)
      }
    })
    mount(scope, ctx.auth, dnsCheckConfig, () => DNS_CHECK_CONFIG)
    mount(scope, ctx.auth, dnsCheckValidate, async ({ body, query }) => {
      const request = normalizeRequest(body, DNS_CHECK_CONFIG)
      const result = await validateDelegation(request, options, { now: () => ctx.clock.now(), newId: randomUUID })
      return inFormat(result, query.format ?? 'verbose')
    })
  })
}
