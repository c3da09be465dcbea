/**
 * Darwin documents (spec, "Darwin"): the files a registrar uploads for a request (identity card,
 * chamber of commerce extract…), their metadata, search, download and removal. The upload is a
 * multipart form; its limits and checks are described in docs/darwin-documents.md.
 */
import { Type, type Static } from 'typebox'
import { CountSchema, DateTime, Int64, PagedOf } from './common.js'
import { DARWIN_ACCESS, DARWIN_DOCUMENT_TYPES, DocumentTypeSchema } from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { countQuerySchema, defineSearch, pagingProperties } from './query.js'

/** The two file types the registry accepts, checked on the file's first bytes too. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg'] as const
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number]

/** Longest `note` of a document, in characters. */
const DOCUMENT_NOTE_MAX_LENGTH = 1000
/** Longest stored file name, in characters (longer names are cut, keeping the extension). */
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 255
/** Default largest file, in MiB (`serve --max-upload-mb` changes it). */
export const DEFAULT_MAX_UPLOAD_MB = 10

const DarwinDocumentSchema = Type.Object(
  {
    id: Type.String({ description: 'The document id (a UUID)', examples: ['5f0c1e0a-8d7e-4a53-9b57-2f7b8f0f6a11'] }),
    requestId: Type.Integer({ description: 'The darwin request the document belongs to' }),
    fileName: Type.String({ description: 'The name the file was uploaded with' }),
    fileSize: Type.Integer({ minimum: 0, description: 'Size in bytes' }),
    documentType: DocumentTypeSchema,
    fileType: Type.String({ enum: [...DOCUMENT_FILE_TYPES], description: 'Content type of the file' }),
    note: Type.String({ description: "The registrar's note; empty when none was given" }),
    created: DateTime('When the document was uploaded'),
  },
  { title: 'DarwinDocument' },
)
export type DarwinDocument = Static<typeof DarwinDocumentSchema>

const DarwinDocumentPageSchema = PagedOf(DarwinDocumentSchema, 'DarwinDocumentPage')
export type DarwinDocumentPage = Static<typeof DarwinDocumentPageSchema>

/** The `document` part of the upload form (application/json). */
export const DocumentPartSchema = Type.Object(
  {
    requestId: Int64('A darwin request the caller sees, in a status that allows changes'),
    documentType: DocumentTypeSchema,
    note: Type.Optional(Type.String({ maxLength: DOCUMENT_NOTE_MAX_LENGTH, description: `Free text, at most ${DOCUMENT_NOTE_MAX_LENGTH} characters` })),
  },
  { additionalProperties: false, title: 'DarwinDocumentPart', description: 'The `document` part, sent as application/json' },
)
export type DocumentPart = Static<typeof DocumentPartSchema>

/** The upload form as the OpenAPI document shows it; the handler reads the parts as a stream. */
const DocumentUploadFormSchema = Type.Object(
  {
    document: DocumentPartSchema,
    file: Type.String({
      format: 'binary',
      description: `The file, with content type application/pdf or image/jpeg (its first bytes must match: \`%PDF-\` or \`FF D8 FF\`); at most ${DEFAULT_MAX_UPLOAD_MB} MiB unless the server was started with another --max-upload-mb`,
    }),
  },
  { title: 'DarwinDocumentUpload' },
)

export const darwinDocumentSearch = defineSearch({
  filters: {
    documentType: { kind: 'string', operators: ['eq', 'in'], values: DARWIN_DOCUMENT_TYPES, description: 'Document type code' },
    requestId: { kind: 'integer', operators: ['eq', 'in'], description: 'Id of the darwin request' },
  },
  sort: [],
})

const documentCountQuery = countQuerySchema(darwinDocumentSearch)
const documentListQuery = countQuerySchema(darwinDocumentSearch, {
  page: Type.Optional(pagingProperties.page),
  size: Type.Optional(pagingProperties.size),
})

const DocumentIdParams = Type.Object({
  documentId: Type.String({ minLength: 1, maxLength: 64, description: 'Id of the document (a string)' }),
})

const base = { tag: 'darwin', errorKind: 'current', access: DARWIN_ACCESS } as const

export const darwinDocumentsList = defineOperation({
  ...base,
  id: 'darwin.documents.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/documents',
  summary: 'Search darwin documents',
  description:
    'Grouped by request (newest request first), newest document first within a request. A darwin-group user sees only the documents of the requests assigned to them.',
  query: documentListQuery,
  successStatus: 200,
  response: DarwinDocumentPageSchema,
  errors: [400, 401, 403],
})

export const darwinDocumentsCount = defineOperation({
  ...base,
  id: 'darwin.documents.count',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/documents/count',
  summary: 'Count darwin documents',
  description: "Always equal to the search's `totalElements` for the same filters.",
  query: documentCountQuery,
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403],
})

export const darwinDocumentsGet = defineOperation({
  ...base,
  id: 'darwin.documents.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/documents/:documentId',
  summary: "Read a document's metadata",
  params: DocumentIdParams,
  successStatus: 200,
  response: DarwinDocumentSchema,
  errors: [400, 401, 403, 404],
})

export const darwinDocumentsUpload = defineOperation({
  ...base,
  id: 'darwin.documents.upload',
  errorCodes: ['invalid_document', 'invalid_multipart', 'missing_part', 'unexpected_part', 'empty_file', 'unsupported_file_type', 'file_content_mismatch', 'file_too_large', 'unknown_request', 'request_status_incompatible'],
  method: 'PUT',
  url: '/v1/darwin/documents',
  summary: 'Upload a document for a request',
  description: [
    'Body `multipart/form-data` with two parts: `document` (application/json: `requestId`, `documentType`, optional `note`) and `file` (application/pdf or image/jpeg).',
    'The file type is checked on its first bytes too: a PDF starts with `%PDF-`, a JPEG with `FF D8 FF`; another type, or bytes that do not match the declared type, answer 400 `unsupported_file_type` or `file_content_mismatch`.',
    'A file over the size limit (10 MiB unless the server was started with another `--max-upload-mb`) answers 413 `file_too_large`, and nothing of it is kept.',
    "A request the caller does not see answers 400 on `document.requestId`; a request whose status no longer allows the registrar's changes answers 409 `request_status_incompatible`.",
    'Records the event `updatedRequiredDocuments` on the request.',
  ].join('\n\n'),
  body: DocumentUploadFormSchema,
  consumes: ['multipart/form-data'],
  partTypes: { document: 'application/json', file: 'application/pdf, image/jpeg' },
  successStatus: 201,
  response: DarwinDocumentSchema,
  errors: [400, 401, 403, 404, 409, 413, 415],
})

export const darwinDocumentsDelete = defineOperation({
  ...base,
  id: 'darwin.documents.delete',
  errorCodes: ['request_status_incompatible'],
  method: 'DELETE',
  url: '/v1/darwin/documents/:documentId',
  summary: 'Delete a document',
  description:
    "Removes the metadata and the file. 409 `request_status_incompatible` when the request's status no longer allows the registrar's changes. Records the event `updatedRequiredDocuments` on the request.",
  params: DocumentIdParams,
  successStatus: 204,
  errors: [400, 401, 403, 404, 409],
})

export const darwinDocumentsDownload = defineOperation({
  ...base,
  id: 'darwin.documents.download',
  errorCodes: ['file_not_found'],
  method: 'GET',
  url: '/v1/darwin/documents/:documentId/download',
  summary: "Download a document's file",
  description:
    "The file's bytes with its content type (application/pdf or image/jpeg), `Content-Length` and `Content-Disposition: attachment` with the file name (an ASCII `filename` and, for other names, an RFC 5987 `filename*`).",
  params: DocumentIdParams,
  successStatus: 200,
  produces: 'application/pdf',
  alsoProduces: ['image/jpeg'],
  successHeaders: {
    'Content-Disposition': '`attachment` with the file name: an ASCII `filename` and, for other names, an RFC 5987 `filename*`',
  },
  errors: [400, 401, 403, 404],
})
