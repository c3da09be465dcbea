import { describe, expect, it } from 'vitest'
import { ApiFailure } from '@/api/errors'
import { darwinErrorKey, DARWIN_ERROR_CODES, processProblems } from '@/features/darwin/messages'
import { darwinLocales } from '@/features/darwin/locales'

describe('the darwin refusals in words', () => {
  it('explains each 409 of assignment and status in its own sentence', () => {
    expect(darwinErrorKey(new ApiFailure(409, 'already_assigned', 'The request is already assigned to domain'))).toBe('darwin.errors.already_assigned')
    expect(darwinErrorKey(new ApiFailure(409, 'not_assigned', 'The request is not assigned'))).toBe('darwin.errors.not_assigned')
    expect(darwinErrorKey(new ApiFailure(409, 'request_status_incompatible', 'A request in status completed…'))).toBe(
      'darwin.errors.request_status_incompatible',
    )
    // A conflict of a kind not known yet still gets a sentence, not the English detail.
    expect(darwinErrorKey(new ApiFailure(409, 'something_new', 'x'))).toBe('darwin.errors.conflict')
    expect(darwinErrorKey(new ApiFailure(413, 'payload_too_large', 'x'))).toBe('darwin.errors.file_too_large')
    expect(darwinErrorKey(new ApiFailure(400, 'invalid_parameter', 'x'))).toBeUndefined()
    expect(darwinErrorKey(new Error('x'))).toBeUndefined()
  })

  it('has the sentences in Italian and in English', () => {
    for (const code of [...DARWIN_ERROR_CODES, 'conflict']) {
      expect(darwinLocales.it.darwin.errors, code).toHaveProperty(code)
      expect(darwinLocales.en.darwin.errors, code).toHaveProperty(code)
    }
    expect(darwinLocales.it.darwin.errors.already_assigned).not.toBe(darwinLocales.en.darwin.errors.already_assigned)
  })

  it('lists every missing piece of a refused process', () => {
    const err = new ApiFailure(
      400,
      'required_documents_missing',
      'Required documents not uploaded: FC, CERT; Contacts with action todo and anomalies need a contact data update (or action hold or delete): DEMO-MR001, DEMO-MR002',
      'requiredDocuments',
    )
    expect(processProblems(err)).toEqual([
      { kind: 'documents', types: ['FC', 'CERT'] },
      { kind: 'update', contacts: ['DEMO-MR001', 'DEMO-MR002'] },
    ])
  })

  it('keeps a problem it does not know as the registry wrote it, and never lists nothing', () => {
    expect(processProblems(new ApiFailure(400, 'contact_update_missing', 'Something else is wrong'))).toEqual([
      { kind: 'other', text: 'Something else is wrong' },
    ])
    expect(processProblems(new ApiFailure(400, 'contact_update_missing', ''))).toEqual([{ kind: 'update', contacts: [] }])
  })
})
