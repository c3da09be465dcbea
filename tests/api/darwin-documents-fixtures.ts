/**
 * Shared setup of the darwin document tests: an app on an empty data folder (accounts only, so
 * counts and the files/ tree are the tests' own), darwin requests inserted directly, and an
 * upload helper that sends a real multipart body.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import type { ServerOptionsInput } from '../../local-server/options.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { type FormPart, multipartBody, pdfBytes } from '../helpers/multipart-form.js'

export interface DocumentsApp extends TestApp {
  /** Inserts a darwin request and answers its id. */
  addRequest(r?: { registrar?: 'DEMO-REG' | 'OTHER-REG'; status?: string; assignedTo?: string }): number
  /** Sends PUT /v1/darwin/documents with the given parts as `as`. */
  put(as: string, parts: readonly FormPart[]): Promise<LightMyRequestResponse>
  /** Uploads a PDF (or the given file) for a request with a well-formed form. */
  upload(
    as: string,
    document: Record<string, unknown>,
    file?: { data?: Uint8Array; filename?: string; contentType?: string },
  ): Promise<LightMyRequestResponse>
  /** Every file under the data folder's files/ tree (relative paths). */
  storedFiles(): string[]
}

export async function createDocumentsApp(options: ServerOptionsInput = {}): Promise<DocumentsApp> {
  const t = await createTestApp({ empty: true, ...options })
  const db = t.app.ctx.db
  const registrarId = (code: string) => (db.prepare('SELECT id FROM registrars WHERE code = ?').get(code) as { id: number }).id
  const userId = (username: string) => (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id
  const now = t.app.ctx.clock.now()
  const insert = db.prepare(
    `INSERT INTO darwin_requests (registrar_id, status, status_date, created, deadline, assigned_user_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const put = (as: string, parts: readonly FormPart[]) => {
    const { payload, headers } = multipartBody(parts)
    return t.call({ method: 'PUT', url: '/v1/darwin/documents', as, headers, payload })
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(t.app.ctx.files.root, path.join(dir, e.name))],
    )
  return {
    ...t,
    addRequest({ registrar = 'DEMO-REG', status = 'submitted', assignedTo } = {}) {
      const assigned = assignedTo ? userId(assignedTo) : null
      return Number(insert.run(registrarId(registrar), status, now, now - 86_400_000, now + 30 * 86_400_000, assigned).lastInsertRowid)
    },
    put,
    upload(as, document, file = {}) {
      return put(as, [
        { name: 'document', data: JSON.stringify(document), contentType: 'application/json' },
        {
          name: 'file',
          data: file.data ?? pdfBytes(),
          filename: file.filename ?? 'documento.pdf',
          contentType: file.contentType ?? 'application/pdf',
        },
      ])
    },
    storedFiles() {
      try {
        return walk(t.app.ctx.files.root)
      } catch {
        return []
      }
    },
  }
}
