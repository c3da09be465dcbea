import { Type, type Static } from 'typebox'

/** Everything `buildApp` needs; the CLI flags of `serve` map onto it one to one. */
export const ServerOptionsSchema = Type.Object({
  host: Type.String({ default: '127.0.0.1', description: 'Address to listen on' }),
  port: Type.Integer({ minimum: 0, maximum: 65535, default: 8787, description: 'Port; 0 picks a free one' }),
  allowedHosts: Type.Array(Type.String({ minLength: 1, maxLength: 253, pattern: '^(\\*|[A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\])$' }), {
    default: [],
    description:
      "Names a request's Host may give besides the loopback ones, on any port (a container's name, a host reached through a mapped port); `*`: any. The check stops DNS rebinding: open it only where the server is not reachable from a browser's pages",
  }),
  dataDir: Type.String({ default: './.sandbox', description: 'Data folder: registry.sqlite and stored files' }),
  empty: Type.Boolean({ default: false, description: 'Do not seed a new data folder with the demo data set' }),
  reset: Type.Boolean({ default: false, description: 'Reset the whole sandbox (every registrar) to the demo data set before serving' }),
  maxUploadMb: Type.Number({ exclusiveMinimum: 0, default: 10, description: 'Largest darwin document, in MiB' }),
  tokenLifetimeSeconds: Type.Integer({ minimum: 60, default: 3600, description: 'Lifetime of access tokens' }),
  logLevel: Type.String({ default: 'warn', description: 'fatal, error, warn, info, debug, trace or silent' }),
  faultsFile: Type.Optional(Type.String({ description: 'Fault rules to start with (docs/faults.md): a JSON file `{ "rules": [...] }`' })),
  requestLog: Type.Boolean({
    default: false,
    description: "Record every request in the data folder's request log (docs/request-log.md); the desktop app turns it on, `serve --request-log` too",
  }),
  requestLogMaxRecords: Type.Integer({ minimum: 1, default: 10_000, description: 'Request log: records kept at most (the oldest go first)' }),
  requestLogMaxMb: Type.Number({ exclusiveMinimum: 0, default: 100, description: 'Request log: MiB of records and bodies kept at most' }),
  requestLogMaxDays: Type.Number({ exclusiveMinimum: 0, default: 7, description: 'Request log: days a record is kept at most' }),
  requestLogBodyKb: Type.Integer({ minimum: 0, default: 256, description: 'Request log: KiB kept of each body at most' }),
  /** Folder of the renderer's web build served at `/`; none serves the API only. */
  webRoot: Type.Optional(Type.String()),
  /** better_sqlite3.node built for the running runtime (the desktop app passes Electron's). */
  nativeBinding: Type.Optional(Type.String()),
  /** DNS resolver used to find a domain's nameservers when a check names none (`host:port`). */
  resolver: Type.Optional(Type.String()),
  /** Port the DNS check asks nameservers on (default 53); tests point it at their loopback servers. */
  dnsPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  // Live mode (docs/live-mode.md): set `upstream` and one way to authenticate there.
  upstream: Type.Optional(Type.String({ description: 'Live mode: base address of the registry, without /v1' })),
  platform: Type.Optional(Type.Union([Type.Literal('production'), Type.Literal('test')], { description: 'Which platform `upstream` is' })),
  token: Type.Optional(Type.String({ description: 'Live mode: a bearer token for the registry' })),
  tokenUrl: Type.Optional(Type.String({ description: 'Live mode: OAuth 2 token endpoint' })),
  username: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
  clientId: Type.Optional(Type.String()),
  clientSecret: Type.Optional(Type.String()),
  cacheMaxMb: Type.Number({ exclusiveMinimum: 0, default: 200, description: 'Live mode: size limit of the offline cache, in MiB' }),
  upstreamConnectTimeoutMs: Type.Integer({ minimum: 1, default: 5000, description: 'Live mode: longest wait to connect to the registry' }),
  upstreamTimeoutMs: Type.Integer({ minimum: 1, default: 30000, description: "Live mode: longest wait for the registry's answer, and longest silence while streaming" }),
})

export type ServerOptions = Static<typeof ServerOptionsSchema>
export type ServerOptionsInput = Partial<ServerOptions>

/** An option outside its schema: which one, and why (the CLI names the flag). */
export class InvalidOptionError extends Error {
  constructor(
    readonly option: string,
    readonly reason: string,
  ) {
    super(`Invalid option ${option}: ${reason}`)
    this.name = 'InvalidOptionError'
  }
}
