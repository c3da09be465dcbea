import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { dsDigest, keyTag } from '../../../local-server/features/dns/dnssec'
import { buildZone, type RunningNameservers, startNameservers } from '../../helpers/dns-server'
import { checkScreen } from '../pages/accessibility'
import { signIn, useItalian } from '../pages/session'

// The DNS check (issue 12). `serve` asks nameservers on E2E_DNS_PORT (playwright.config.ts), where
// this spec starts its own on loopback addresses: ns1 and ns2 of example.it answer with
// authority, a third one answers without it (a lame delegation).
// At 1024 × 768, the width of the screen tour.
test.use({ viewport: { width: 1024, height: 768 } })

const SCREEN = '/tools/dns-check'
const HOSTS = { 'ns1.example.it': ['127.0.0.1'], 'ns2.example.it': ['127.0.0.2'] }
const KSK = { flags: 257, algorithm: 13, key: Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 17 + 5) % 256)) }
const zone = buildZone('example.it', { ns: ['ns1.example.it', 'ns2.example.it'], hosts: HOSTS, dnskeys: [KSK] })
const LAME = '127.0.0.3'
const DS = `${keyTag(KSK)} 13 2 ${dsDigest('example.it.', KSK, 2)!}`

let servers: RunningNameservers
test.beforeAll(async () => {
  servers = await startNameservers(
    [
      { address: '127.0.0.1', zone },
      { address: '127.0.0.2', zone },
      { address: LAME, zone, behaviour: { authoritative: false } },
    ],
    Number(process.env.E2E_DNS_PORT),
  )
})
test.afterAll(async () => {
  await servers?.close()
})

const checks = (page: Page, name: string, status?: string) =>
  page.locator(`[data-testid=dns-check][data-check=${name}]${status ? `[data-status=${status}]` : ''}`)

test('Italian: zone lines fill the form and a good delegation with DNSSEC passes every check', async ({ page, context }) => {
  await useItalian(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'billing', SCREEN)
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica DNS' })).toBeVisible()
  await expect(page.getByTestId('nav-dns-check')).toHaveAttribute('aria-current', 'page')
  // The limits read from the validator's configuration: 2 rows to start with, 2 to 6.
  await expect(page.getByTestId('dns-nameservers')).toContainText('Da 2 a 6')
  await expect(page.locator('[data-testid^=dns-ns-][data-testid$=-delete]')).toHaveCount(0)
  await checkScreen(page, 'it', 'dns-check-form')

  await page.getByTestId('dns-paste').locator('summary').click()
  await page.getByTestId('dns-paste-text').fill(
    [
      'example.it.\t3600\tIN\tNS\tns1.example.it.',
      'example.it. 3600 IN NS ns2.example.it.',
      'ns1.example.it. 3600 IN A 127.0.0.1',
      'ns2.example.it. 3600 IN A 127.0.0.2',
      `example.it. 3600 IN DS ${DS}`,
      'example.it. 300 IN SOA ns1.example.it. hostmaster.example.it. 1 2 3 4 5',
    ].join('\n'),
  )
  await page.getByTestId('dns-paste-apply').click()
  await expect(page.getByTestId('dns-paste-notice')).toHaveText('Modulo compilato — name server: 2, record DS: 1. Righe ignorate: 1.')
  await expect(page.locator('#dns-domain')).toHaveValue('example.it')
  await expect(page.locator('#dns-ns-1-name')).toHaveValue('ns2.example.it')
  await expect(page.getByLabel('Indirizzi di ns2.example.it')).toHaveValue('127.0.0.2')
  await expect(page.getByTestId('dns-dnssec')).toBeChecked()
  await expect(page.locator('#dns-ds-0-keytag')).toHaveValue(String(keyTag(KSK)))

  await page.getByTestId('dns-submit').click()
  const report = page.getByTestId('dns-report')
  await expect(report).toHaveAttribute('data-status', 'SUCCEEDED')
  await expect(page.locator('#dns-report-title')).toBeFocused()
  await expect(page.getByTestId('dns-outcome')).toContainText('Delega corretta')
  await expect(checks(page, 'Authoritative', 'PASSED')).toHaveCount(2)
  await expect(checks(page, 'DsMatchesDnskey', 'PASSED')).toContainText(`Il record DS ${keyTag(KSK)} corrisponde a una chiave DNSKEY della zona.`)
  await expect(page.locator('[data-testid=dns-check][data-status=FAILED]')).toHaveCount(0)
  // The queries behind a check, folded under it.
  const queries = checks(page, 'Authoritative').first().getByTestId('dns-check-queries')
  await expect(queries.locator('pre')).toBeHidden()
  await queries.locator('summary').click()
  await expect(queries.locator('pre')).toContainText('example.it. SOA → ns1.example.it. (127.0.0.1, udp')
  await expect(page.getByTestId('dns-ns-table-ns2.example.it.').locator('tr[data-address="127.0.0.2"]')).toContainText('2026010101')
  await checkScreen(page, 'it', 'dns-check-report')

  await page.getByTestId('dns-copy').click()
  await expect(page.getByTestId('dns-report-notice')).toContainText('Esito copiato negli appunti.')
  const text = await page.evaluate(() => navigator.clipboard.readText())
  expect(text).toContain('Esito per example.it')
  expect(text).toContain('[Superato] Risposta autorevole: ns1.example.it. (127.0.0.1) risponde con autorità per il dominio.')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dns-save-json').click()])
  expect(download.suggestedFilename()).toMatch(/^dns-check-example\.it-\d{4}-\d{2}-\d{2}\.json$/)
  const saved = JSON.parse(readFileSync((await download.path())!, 'utf8'))
  expect(saved).toMatchObject({ domain: 'example.it.', status: 'SUCCEEDED' })
  expect(saved.queries.length).toBeGreaterThan(0)
})

test('English: a lame nameserver fails the check, and the API’s refusals land on their fields', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('registrar-desk.locale', 'en'))
  await signIn(page, 'domain', SCREEN)
  await expect(page.getByRole('heading', { level: 1, name: 'DNS check' })).toBeVisible()

  // A domain outside .it and a bad address: refused by the API, each on its field.
  await page.locator('#dns-domain').fill('example.com')
  await page.locator('#dns-ns-0-name').fill('ns1.example.com')
  await expect(page.getByLabel('Addresses of ns1.example.com')).toBeVisible()
  await page.getByLabel('Addresses of ns1.example.com').fill('300.1.1.1')
  await page.locator('#dns-ns-1-name').fill('ns.provider.net')
  // Addresses are asked only for a name server inside the domain.
  await expect(page.locator('#dns-ns-1-addresses')).toHaveCount(0)
  await page.getByTestId('dns-submit').click()
  await expect(page.getByTestId('field-dns-domain')).toContainText('The domain must end in .it.')
  await expect(page.locator('#dns-domain')).toHaveAttribute('aria-invalid', 'true')
  await checkScreen(page, 'en', 'dns-check-form-errors')

  await page.locator('#dns-domain').fill('example.it')
  await expect(page.getByTestId('field-dns-domain')).not.toContainText('must end')
  await page.locator('#dns-ns-0-name').fill('ns1.example.it')
  await page.getByTestId('dns-submit').click()
  await expect(page.getByTestId('field-dns-ns-0-addresses')).toContainText('Not a valid IP address of a name server.')
  await expect(page.locator('#dns-ns-0-addresses')).toBeFocused()
  await page.locator('#dns-ns-0-addresses').fill('127.0.0.1')
  await page.locator('#dns-ns-1-name').fill('ns2.example.it')
  await page.locator('#dns-ns-1-addresses').fill(LAME)
  await page.getByTestId('dns-submit').click()
  const report = page.getByTestId('dns-report')
  await expect(report).toHaveAttribute('data-status', 'FAILED')
  await expect(page.getByTestId('dns-outcome')).toContainText('Delegation has problems')
  // What failed, repeated under the outcome.
  await expect(page.getByTestId('dns-failed').locator('li')).toHaveCount(2)
  await expect(page.getByTestId('dns-failed')).toContainText('Authoritative answer: ns2.example.it. (127.0.0.3) does not answer authoritatively')
  const lame = checks(page, 'Authoritative', 'FAILED')
  await expect(lame).toHaveAttribute('data-address', LAME)
  await expect(lame.getByTestId('dns-check-text')).toHaveText(
    `ns2.example.it. (${LAME}) does not answer authoritatively for the domain (lame delegation): configure the zone on this name server.`,
  )
  await expect(checks(page, 'Authoritative', 'PASSED')).toHaveCount(1)
  await expect(checks(page, 'DsMatchesDnskey', 'SKIPPED')).toContainText('DNSSEC was not checked')
  // Its address entry is not the zone's either (GlueMatches).
  await expect(checks(page, 'GlueMatches', 'FAILED')).toHaveCount(1)
  await expect(page.getByTestId('dns-ns-table-ns2.example.it.')).toContainText('2 failed checks')
  await checkScreen(page, 'en', 'dns-check-report-failed')
})
