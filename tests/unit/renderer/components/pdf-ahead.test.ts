import { describe, expect, it, vi } from 'vitest'
import { createPdfServiceAhead } from '@/components/pdf/pdf-ahead'
import type { PdfService } from '@/components/pdf/pdf-service'

const fakeService = () => ({ warm: vi.fn(), open: vi.fn(), render: vi.fn(), dispose: vi.fn() }) as unknown as PdfService & { dispose: ReturnType<typeof vi.fn> }

describe('the PDF service made ahead (on the sign-in screen)', () => {
  it('hands the service it was given over once, without ending it', () => {
    const ahead = createPdfServiceAhead()
    const service = fakeService()
    ahead.give(service)
    expect(ahead.take()).toBe(service)
    expect(ahead.take()).toBeUndefined()
    expect(service.dispose).not.toHaveBeenCalled()
  })

  it('has nothing to hand over when none was made', () => {
    expect(createPdfServiceAhead().take()).toBeUndefined()
  })

  it('ends the waiting service when dropped (whoever signed in opens no PDFs)', () => {
    const ahead = createPdfServiceAhead()
    const service = fakeService()
    ahead.give(service)
    ahead.drop()
    expect(service.dispose).toHaveBeenCalled()
    expect(ahead.take()).toBeUndefined()
  })

  it('ends a service it kept when given another, so that no thread is left behind', () => {
    const ahead = createPdfServiceAhead()
    const first = fakeService()
    const second = fakeService()
    ahead.give(first)
    ahead.give(second)
    expect(first.dispose).toHaveBeenCalled()
    expect(ahead.take()).toBe(second)
  })
})
