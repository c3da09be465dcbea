/**
 * A stop does not wait for ever (local-server/index.ts): a client that stalls an upload has its
 * connection cut once the grace has passed, the server closes and lets its folder go, and the
 * next start sweeps what the cut upload left (core/files.ts's partial folder).
 */
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PARTIAL_FOLDER } from '../../local-server/core/files.js'
import { startServer } from '../../local-server/index.js'
import { tempDataDir } from '../helpers/app.js'
import { multipartBody, pdfBytes } from '../helpers/multipart-form.js'

describe('stopping the server', () => {
  it('cuts a stalled upload after the grace, closes, and the next start sweeps its partial file', async () => {
    const dataDir = tempDataDir()
    const options = { dataDir, logLevel: 'silent' as const, host: '127.0.0.1', port: 0 }
    const server = await startServer(options, 300)
    const port = Number(new URL(server.url).port)
    const token = (await server.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).json().access_token
    const requestId = (server.app.ctx.db.prepare("SELECT id FROM darwin_requests WHERE status = 'submitted' LIMIT 1").get() as { id: number }).id

    // The form's head and the first 64 KB of its file, then nothing: the upload is under way.
    const { payload: body, headers } = multipartBody([
      { name: 'document', data: JSON.stringify({ requestId, documentType: 'IC' }), contentType: 'application/json' },
      { name: 'file', data: pdfBytes(200_000), filename: 'big.pdf', contentType: 'application/pdf' },
    ])
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    socket.write(`PUT /v1/darwin/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`)
    socket.write(body.subarray(0, 64_000))
    const partial = path.join(dataDir, 'files', PARTIAL_FOLDER)
    await expect.poll(() => (existsSync(partial) ? readdirSync(partial).length : 0)).toBe(1)

    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    await server.close()
    await closed

    // The folder is free again; the next start finds nothing cut short left over.
    const again = await startServer(options)
    try {
      expect(existsSync(partial) ? readdirSync(partial) : []).toEqual([])
    } finally {
      await again.close()
    }
  }, 30_000)
})
