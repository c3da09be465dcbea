/**
 * The JSON body parser, in place of Fastify's own, with three checks before Fastify's parse (which
 * keeps its `__proto__` and `constructor` guards):
 * - the bytes must be UTF-8: Node decoded a stray byte as U+FFFD, so a name sent in Latin-1 was
 *   stored changed (docs/api-conventions.md says text is kept as sent);
 * - arrays and objects nest at most `MAX_JSON_DEPTH` deep. No operation's body nests beyond a few
 *   levels, and every walk of a parsed body (the text checks of strict-input.ts, the request log's
 *   redaction) is recursive: a 6 KB body of nested brackets overflowed the stack, a 500 for the
 *   caller and, in the request log's capture, the end of the process.
 * - no number beyond int64 (validation/json-text.ts: no field takes one, and parsed as a
 *   double it looked like any other integer to the schemas).
 * Each answers 400 `invalid_body`.
 */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../api-error.js'
import { nestsDeeperThan, numberBeyondInt64 } from '../validation/json-text.js'

export const MAX_JSON_DEPTH = 32

export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      return done(new ApiError(400, 'invalid_body', 'The body is not valid UTF-8'), undefined)
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new ApiError(400, 'invalid_body', `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`), undefined)
    }
    const beyond = numberBeyondInt64(text)
    if (beyond !== null) {
      return done(new ApiError(400, 'invalid_body', `The number ${beyond.length > 40 ? `${beyond.slice(0, 40)}…` : beyond} is beyond the 64-bit integer range (int64)`), undefined)
    }
    parse(request, text, done)
  })
}
