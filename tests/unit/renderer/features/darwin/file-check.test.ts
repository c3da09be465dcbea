import { describe, expect, it } from 'vitest'
import {
  checkChosenFile,
  declaredType,
  DEFAULT_LIMIT_BYTES,
  limitFromDetail,
  MIB,
} from '@/features/darwin/file-check'

const PDF_HEAD = new TextEncoder().encode('%PDF-1.4')
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('document file checks before sending', () => {
  it('reads the declared type from the MIME type, else from the extension, else from the first bytes', () => {
    expect(declaredType('a.bin', 'application/pdf', PNG_HEAD)).toBe('application/pdf')
    expect(declaredType('a.bin', 'image/pjpeg', PNG_HEAD)).toBe('image/jpeg')
    expect(declaredType('a.png', 'image/png', PNG_HEAD)).toBe('image/png')
    expect(declaredType('SCAN.JPG', '', PDF_HEAD)).toBe('image/jpeg')
    expect(declaredType('visura.pdf', '', PDF_HEAD)).toBe('application/pdf')
    expect(declaredType('scan', '', JPEG_HEAD)).toBe('image/jpeg')
    expect(declaredType('notes', '', PNG_HEAD)).toBeUndefined()
  })

  it('accepts a PDF and a JPEG within the limit, and says the type to send', () => {
    expect(checkChosenFile({ name: 'a.pdf', type: 'application/pdf', size: 500 }, PDF_HEAD, MIB)).toEqual({ type: 'application/pdf' })
    expect(checkChosenFile({ name: 'a.jpg', type: 'image/jpeg', size: MIB }, JPEG_HEAD, MIB)).toEqual({ type: 'image/jpeg' })
    // A file without a type is judged by its bytes.
    expect(checkChosenFile({ name: 'scan', type: '', size: 10 }, JPEG_HEAD, MIB)).toEqual({ type: 'image/jpeg' })
  })

  it('refuses other types, renamed files, empty files and files over the limit', () => {
    expect(checkChosenFile({ name: 'a.png', type: 'image/png', size: 10 }, PNG_HEAD, MIB).problem).toBe('unsupported_file_type')
    expect(checkChosenFile({ name: 'a', type: '', size: 10 }, PNG_HEAD, MIB).problem).toBe('unsupported_file_type')
    expect(checkChosenFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, PNG_HEAD, MIB).problem).toBe('file_content_mismatch')
    expect(checkChosenFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, JPEG_HEAD, MIB).problem).toBe('file_content_mismatch')
    expect(checkChosenFile({ name: 'a.pdf', type: 'application/pdf', size: 0 }, new Uint8Array(), MIB).problem).toBe('empty_file')
    expect(checkChosenFile({ name: 'a.pdf', type: 'application/pdf', size: MIB + 1 }, PDF_HEAD, MIB)).toEqual({ type: 'application/pdf', problem: 'file_too_large' })
  })

  it('assumes the default limit of 10 MiB and learns the real one from the 413', () => {
    expect(DEFAULT_LIMIT_BYTES).toBe(10 * MIB)
    expect(limitFromDetail('The file is larger than the limit of 1 MiB (1048576 bytes)')).toBe(1048576)
    expect(limitFromDetail('The file is larger than the limit of 0.5 MiB (524288 bytes)')).toBe(524288)
    expect(limitFromDetail('Payload too large')).toBeUndefined()
  })
})
