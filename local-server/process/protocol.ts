/**
 * The messages between the desktop shell's main process (or any parent) and the gateway running
 * in its own process (worker.ts): start → ready | failed; ask → answer; close → closed. Each side
 * checks what it receives against these schemas: a message is data from another process.
 * Imports typebox and the options' schema only, so that main/ can use it without loading the
 * server.
 */
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { ServerOptionsSchema } from '../options.js'

/** What a parent may ask of the running gateway; each answer is a string or null. */
const GatewayQuestionSchema = Type.Union([
  // Live mode: the address that opens the web UI signed in; null in the sandbox. Asked at each
  // opening of the window: regenerating the key (over HTTP, in the worker) changes it.
  Type.Literal('sessionPath'),
])
export type GatewayQuestion = Static<typeof GatewayQuestionSchema>

const RequestId = Type.Integer({ minimum: 0 })

const ParentMessageSchema = Type.Union([
  // The options, secrets included in live mode: they travel over the IPC channel only, never in
  // argv or the environment (which other processes of the same user can read).
  Type.Object({ type: Type.Literal('start'), options: Type.Partial(ServerOptionsSchema) }),
  Type.Object({ type: Type.Literal('ask'), id: RequestId, question: GatewayQuestionSchema }),
  // Close the server and the database; the parent ends the process once `closed` arrives.
  Type.Object({ type: Type.Literal('close') }),
])
export type ParentMessage = Static<typeof ParentMessageSchema>

/**
 * Why the server could not start, as much as the parent needs to explain it: `kind` for the
 * errors it tells apart by type, the message for the others (a native module built for another
 * runtime is recognised by its message, as it was in-process).
 */
const StartFailureSchema = Type.Object({
  kind: Type.Union([Type.Literal('newer_schema'), Type.Literal('folder_in_use'), Type.Literal('invalid_option'), Type.Literal('other')]),
  name: Type.String(),
  message: Type.String(),
  stack: Type.Optional(Type.String()),
})
export type StartFailure = Static<typeof StartFailureSchema>

const ChildMessageSchema = Type.Union([
  /** `url`: `http://host:port`, with the port actually bound. */
  Type.Object({ type: Type.Literal('ready'), url: Type.String() }),
  Type.Object({ type: Type.Literal('failed'), failure: StartFailureSchema }),
  Type.Object({ type: Type.Literal('answer'), id: RequestId, value: Type.Union([Type.String(), Type.Null()]) }),
  /** The server and its database are closed (`error` when closing failed). */
  Type.Object({ type: Type.Literal('closed'), error: Type.Optional(Type.String()) }),
])
export type ChildMessage = Static<typeof ChildMessageSchema>

/** Why a message was refused: the first problem, in words for a log. */
function problemOf(schema: typeof ParentMessageSchema | typeof ChildMessageSchema, input: unknown): string {
  const first = Value.Errors(schema, input)[0]
  return `${first?.instancePath || '/'} ${first?.message ?? 'invalid'}`
}

export type Parsed<T> = { ok: true; message: T } | { ok: false; problem: string }

export function parseParentMessage(input: unknown): Parsed<ParentMessage> {
  return Value.Check(ParentMessageSchema, input) ? { ok: true, message: input } : { ok: false, problem: problemOf(ParentMessageSchema, input) }
}

export function parseChildMessage(input: unknown): Parsed<ChildMessage> {
  return Value.Check(ChildMessageSchema, input) ? { ok: true, message: input } : { ok: false, problem: problemOf(ChildMessageSchema, input) }
}
