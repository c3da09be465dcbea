import { describe, expect, it } from 'vitest'
import {
  darwinEventMessage,
  DARWIN_EVENT_MESSAGES,
  type DarwinEventMessageKey,
  readDarwinEventMessage,
} from '../../../../local-server/contract/darwin-event-messages.js'

describe('the registry’s event sentences', () => {
  it('reads back every sentence it writes, with its data', () => {
    const params = { user: 'u.one', previous: 'u.two', documentType: 'IC', fileName: 'a b: c.pdf', documentTypes: 'IC,FC' }
    for (const key of Object.keys(DARWIN_EVENT_MESSAGES) as DarwinEventMessageKey[]) {
      const read = readDarwinEventMessage(darwinEventMessage(key, params))
      expect(read?.key, key).toBe(key)
    }
    expect(readDarwinEventMessage(darwinEventMessage('reassigned', params))?.params).toEqual({ user: 'u.one', previous: 'u.two' })
    expect(readDarwinEventMessage(darwinEventMessage('uploaded', params))?.params).toEqual({ documentType: 'IC', fileName: 'a b: c.pdf' })
  })

  it('leaves a person’s text alone', () => {
    expect(readDarwinEventMessage('Procedura conclusa')).toBeUndefined()
    expect(readDarwinEventMessage('Processed by the registrar, with a note')).toBeUndefined()
  })
})
