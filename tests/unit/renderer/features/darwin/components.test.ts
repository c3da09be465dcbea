import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DarwinRequest } from '@contract/darwin-requests'
import type { OperationDef } from '@contract/operation'
import type { User } from '@contract/security'
import { ApiFailure } from '@/api/errors'
import type { CallInput } from '@/api/call'
import { CallKey } from '@/api/inject'
import { saveSession } from '@/features/auth/session-storage'
import DarwinAssignment from '@/features/darwin/components/DarwinAssignment.vue'
import DarwinUpload from '@/features/darwin/components/DarwinUpload.vue'
import { MIB } from '@/features/darwin/file-check'
import { useDarwinStore } from '@/features/darwin/store'
import { useGatewayStore } from '@/features/gateway/store'
import { createAppI18n } from '@/i18n'

type Handler = (op: OperationDef, input: CallInput<OperationDef>) => unknown
let handler: Handler
const call = vi.fn(async (op: OperationDef, input: CallInput<OperationDef> = {}) => handler(op, input))

const user = (username: string, groups: string[], id = 1): User => ({
  id, username, name: username, lastName: 'Test', email: `${username}@example.it`, groups, registrarId: 1, registrarCode: 'DEMO-REG',
  created: '2026-01-01T00:00:00+01:00', lastupdate: '2026-01-01T00:00:00+01:00', lastPasswordChange: '2026-01-01T00:00:00+01:00',
})

function setup(groups: string[], lang: 'it' | 'en' = 'en') {
  saveSession(sessionStorage, { token: 't', expiresAt: Date.now() + 3_600_000, user: user('me', groups) })
  const pinia = createPinia()
  setActivePinia(pinia)
  return { global: { plugins: [pinia, createAppI18n(lang)], provide: { [CallKey as symbol]: call } } }
}

const request = (extra: Partial<DarwinRequest> = {}): DarwinRequest => ({
  id: 4, registrarId: 1, status: 'submitted', statusDate: '2026-11-20T10:00:00+01:00', created: '2026-11-20T10:00:00+01:00', ...extra,
})

beforeEach(() => {
  call.mockClear()
  handler = () => undefined
})
afterEach(() => sessionStorage.clear())

describe('the assignment panel', () => {
  it('lets a domain user take an unassigned request, and explains a 409 in words', async () => {
    handler = (op) => {
      if (op.id === 'darwin.requests.assignToMe') throw new ApiFailure(409, 'already_assigned', 'The request is already assigned to admin')
    }
    const w = mount(DarwinAssignment, { props: { request: request() }, ...setup(['domain']) })
    expect(w.find('[data-testid=assign-form]').exists()).toBe(false)
    expect(w.find('[data-testid=release]').exists()).toBe(false)
    await w.find('[data-testid=take]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=assign-error]').text()).toBe('Another user has just taken on this request. The page now shows the assignee.')
    expect(w.emitted('changed')).toHaveLength(1)
  })

  it('offers release when assigned, and says so when nothing was assigned any more', async () => {
    handler = () => {
      throw new ApiFailure(409, 'not_assigned', 'The request is not assigned')
    }
    const assigned = request({ registrarUser: { id: 3, username: 'domain', name: 'Sara Romano' } })
    const w = mount(DarwinAssignment, { props: { request: assigned }, ...setup(['domain']) })
    expect(w.find('[data-testid=take]').exists()).toBe(false)
    await w.find('[data-testid=release]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=assign-error]').text()).toContain('no longer assigned')
  })

  it('lets an admin assign to the users who may work on darwin requests', async () => {
    let body: unknown
    handler = (op, input) => {
      if (op.id === 'darwin.requests.assignToUser') body = input.body
      if (op.id === 'security.users.list') {
        return { elements: [user('admin', ['admin'], 1), user('billing', ['billing'], 2), user('darwin', ['darwin'], 5)], page: {} }
      }
    }
    const w = mount(DarwinAssignment, { props: { request: request() }, ...setup(['admin']) })
    await flushPromises()
    const options = w.findAll('[data-testid=assign-user] option').map((o) => o.text())
    expect(options.some((o) => o.includes('(darwin)'))).toBe(true)
    expect(options.some((o) => o.includes('(billing)'))).toBe(false)
    ;(w.find('[data-testid=assign-user] option[value="5"]').element as HTMLOptionElement).selected = true
    await w.find('[data-testid=assign-user]').trigger('change')
    await w.find('[data-testid=assign-form]').trigger('submit')
    await flushPromises()
    expect(body).toEqual({ userId: 5 })
    expect(w.find('[data-testid=assign-done]').text()).toBe('The request is assigned to darwin.')
  })

  it('says in Italian whom the request is with, "ad" before a name starting with an a', async () => {
    handler = (op) => {
      if (op.id === 'security.users.list') return { elements: [user('admin', ['admin'], 1), user('darwin', ['darwin'], 5)], page: {} }
    }
    const withAnna = request({ registrarUser: { id: 3, username: 'domain', name: 'Anna Conti' } })
    expect(mount(DarwinAssignment, { props: { request: withAnna }, ...setup(['domain'], 'it') }).get('[data-testid=assignee]').text()).toBe(
      'In carico ad Anna Conti (domain)',
    )
    const withSara = request({ registrarUser: { id: 3, username: 'domain', name: 'Sara Romano' } })
    expect(mount(DarwinAssignment, { props: { request: withSara }, ...setup(['domain'], 'it') }).get('[data-testid=assignee]').text()).toBe(
      'In carico a Sara Romano (domain)',
    )
    const w = mount(DarwinAssignment, { props: { request: request() }, ...setup(['admin'], 'it') })
    await flushPromises()
    ;(w.find('[data-testid=assign-user] option[value="1"]').element as HTMLOptionElement).selected = true
    await w.find('[data-testid=assign-user]').trigger('change')
    await w.find('[data-testid=assign-form]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid=assign-done]').text()).toBe('La richiesta è in carico ad admin.')
  })

  it('offers nothing to a darwin-group user, nor on a final status', async () => {
    const assigned = request({ registrarUser: { id: 5, username: 'me', name: 'Me' } })
    const w = mount(DarwinAssignment, { props: { request: assigned }, ...setup(['darwin']) })
    expect(w.findAll('button')).toHaveLength(0)
    const done = mount(DarwinAssignment, { props: { request: request({ status: 'completed' }) }, ...setup(['admin']) })
    expect(done.findAll('button')).toHaveLength(0)
    expect(call).not.toHaveBeenCalled()
  })
})

const pdf = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return new File([bytes], 'visura.pdf', { type: 'application/pdf' })
}

async function pick(w: ReturnType<typeof mount>, file: File) {
  const input = w.find('[data-testid=file-input]')
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
  await flushPromises()
}

describe('the upload panel', () => {
  it('sends the two parts with the progress, and says the file is uploaded', async () => {
    let sent: FormData | undefined
    handler = (op, input) => {
      sent = input.body as unknown as FormData
      input.onUploadProgress?.(0.5)
      return { id: 'x', requestId: 4, fileName: 'visura.pdf', fileSize: 100, documentType: 'CHAMBER', fileType: 'application/pdf', note: '', created: '' }
    }
    const w = mount(DarwinUpload, { props: { requestId: 4, suggestedType: 'CHAMBER' }, ...setup(['domain']) })
    await pick(w, pdf(2048))
    expect(w.find('[data-testid=chosen-size]').text()).toBe('2 KB')
    await w.find('[data-testid=document-note]').setValue('fronte e retro')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(call.mock.calls[0]![0].id).toBe('darwin.documents.upload')
    const part = sent!.get('document') as Blob
    expect(part.type).toBe('application/json')
    expect(JSON.parse(await part.text())).toEqual({ requestId: 4, documentType: 'CHAMBER', note: 'fronte e retro' })
    const file = sent!.get('file') as File
    expect(file.type).toBe('application/pdf')
    expect(file.size).toBe(2048)
    expect(w.find('[data-testid=upload-percent]').text()).toBe('100%')
    expect(w.find('[data-testid=upload-done]').text()).toContain('visura.pdf')
    expect(w.emitted('uploaded')).toHaveLength(1)
  })

  it('knows the sandbox’s limit from the gateway status, and stops a larger file before sending', async () => {
    const w = mount(DarwinUpload, { props: { requestId: 4 }, ...setup(['domain']) })
    useGatewayStore().status = { mode: 'sandbox', platform: 'sandbox', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0, maxUploadBytes: MIB }
    expect(useDarwinStore().limitBytes).toBe(MIB)
    await pick(w, pdf(MIB + 10))
    await vi.waitFor(() => expect(w.find('[data-testid=file-problem]').attributes('data-problem')).toBe('file_too_large'))
    expect(w.find('[data-testid=upload-send]').exists()).toBe(false)
    expect(call).not.toHaveBeenCalled()
  })

  it('stops a file over the limit before sending, and learns the limit from a 413', async () => {
    handler = () => {
      throw new ApiFailure(413, 'file_too_large', 'The file is larger than the limit of 1 MiB (1048576 bytes)', 'file')
    }
    const w = mount(DarwinUpload, { props: { requestId: 4 }, ...setup(['domain']) })
    const store = useDarwinStore()
    await pick(w, pdf(MIB + 10))
    // Under the default limit of 10 MiB it may go; the registry refuses it and says its limit.
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(store.limitBytes).toBe(MIB)
    expect(w.find('[data-testid=upload-error]').text()).toBe('The registry refused the file: it is too large. The registry accepts at most 1 MB.')
    // The same file again is stopped here.
    await pick(w, pdf(MIB + 10))
    await vi.waitFor(() => expect(w.find('[data-testid=file-problem]').attributes('data-problem')).toBe('file_too_large'))
    expect(w.find('[data-testid=upload-send]').exists()).toBe(false)
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('refuses a renamed file before sending', async () => {
    const w = mount(DarwinUpload, { props: { requestId: 4 }, ...setup(['domain']) })
    await pick(w, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.pdf', { type: 'application/pdf' }))
    await vi.waitFor(() => expect(w.find('[data-testid=file-problem]').attributes('data-problem')).toBe('file_content_mismatch'))
    expect(call).not.toHaveBeenCalled()
  })
})
