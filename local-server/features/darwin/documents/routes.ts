/**
 * Mounts the darwin document operations in their own plugin scope: @fastify/multipart (and its
 * multipart/form-data parser) exists only there, with the upload limits of the server options.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { ApiError } from '../../../api-error.js'
import {
  darwinDocumentsCount,
  darwinDocumentsDelete,
  darwinDocumentsDownload,
  darwinDocumentsGet,
  darwinDocumentsList,
  darwinDocumentsUpload,
} from '../../../contract/darwin-documents.js'
import type { AppContext } from '../../../context.js'
import { mount } from '../../../mount.js'
import { attachmentDisposition } from './content-disposition.js'
import { createDocumentService, servedFileName } from './service.js'
import { multipartLimits } from './upload-form.js'

const MIB = 1024 * 1024

export async function registerDarwinDocuments(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxUploadMb = ctx.options.maxUploadMb
  const limits = { maxUploadMb, maxBytes: Math.floor(maxUploadMb * MIB) }
  const service = createDocumentService({
    db: ctx.db,
    files: ctx.files,
    clock: ctx.clock,
    limits,
    search: ctx.search,
    fileLeft: (storageKey, err) => app.log.warn({ err, storageKey }, 'a deleted document’s file could not be removed'),
  })

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: multipartLimits(limits.maxBytes),
      throwFileSizeLimit: true,
      // `document` is the JSON field, whatever its headers say; any other part is a file.
      isPartAFile: (fieldName) => fieldName !== 'document',
    })
    // The upload's body schema describes the form for the OpenAPI document; the parts are
    // streamed and checked by the handler (upload-form.ts), so no validator runs on the body.
    const inherited = scope.validatorCompiler as FastifySchemaCompiler<unknown>
    scope.setValidatorCompiler((route) => (route.httpPart === 'body' ? () => true : inherited(route)))

    mount(scope, ctx.auth, darwinDocumentsList, ({ principal, query }) => service.list(principal, query))
    mount(scope, ctx.auth, darwinDocumentsCount, ({ principal, query }) => service.count(principal, query))
    mount(scope, ctx.auth, darwinDocumentsGet, ({ principal, params }) => service.get(principal, params.documentId))
    mount(scope, ctx.auth, darwinDocumentsUpload, async ({ principal, request }) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'unsupported_media_type', 'The body must be multipart/form-data with the parts document and file')
      }
      return service.upload(principal, request.parts())
    })
    mount(scope, ctx.auth, darwinDocumentsDelete, ({ principal, params }) => service.delete(principal, params.documentId))
    mount(scope, ctx.auth, darwinDocumentsDownload, async ({ principal, params, reply }) => {
      const { row, size, stream } = await service.open(principal, params.documentId)
      reply
        .type(row.fileType)
        .header('Content-Length', size)
        .header('Content-Disposition', attachmentDisposition(servedFileName(row)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
      return stream
    })
  })
}
