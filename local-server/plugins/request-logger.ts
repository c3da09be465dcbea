/**
 * Each request's logger (`request.log`, bound to its id), made only when the request logs
 * something at a level that is on. Pino makes a child at once, serializing its bindings, which
 * cost every request about 0.7 µs and two objects (docs/performance.md, "What a repeated request
 * costs"); at the default level (warn) almost no request logs anything.
 */
import type { FastifyBaseLogger } from 'fastify'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
type Bindings = Record<string, unknown>
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1]
/** Pino's loggers answer whether a level is on; FastifyBaseLogger does not say so. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean }

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware => typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function'

/** True when `options` sets nothing (without making an array of its keys, per request). */
function isEmpty(options: object): boolean {
  for (const _ in options) return false
  return true
}

/** The child of `parent` with `bindings`, made by the first call that needs it. */
class DeferredChild {
  #made: LevelAware | undefined
  readonly #parent: LevelAware
  readonly #bindings: Bindings

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent
    this.#bindings = bindings
  }

  #child(): LevelAware {
    return (this.#made ??= this.#parent.child(this.#bindings) as LevelAware)
  }

  /** Whether a level is on: the parent's levels until a child exists (it inherits them). */
  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.#parent).isLevelEnabled(level)
  }

  #log(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return
    ;(this.#child()[level] as (...a: unknown[]) => void)(...args)
  }

  get level(): string {
    return (this.#made ?? this.#parent).level
  }

  set level(level: string) {
    this.#child().level = level
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#log('error', args)
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args)
  }
  info(...args: unknown[]): void {
    this.#log('info', args)
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options)
  }

  bindings(): Bindings {
    return (this.#child() as LevelAware & { bindings(): Bindings }).bindings()
  }
}

/**
 * Fastify's `childLoggerFactory`. A route's own level or serializers (none are set here, but
 * Fastify may pass them) get pino's child at once, as by default.
 */
export function deferredRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions = {}): FastifyBaseLogger {
  if (!isLevelAware(logger) || !isEmpty(options)) return logger.child(bindings, options)
  return new DeferredChild(logger, bindings) as unknown as FastifyBaseLogger
}
