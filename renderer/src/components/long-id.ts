/**
 * Where a long value is cut when it does not fit (`LongId.vue`): the head gives way to an
 * ellipsis, the tail stays. A file name keeps its extension and a few letters before it; an
 * e-mail address keeps its domain (`federica.bar…@demo-registrar.it`) unless the domain is itself
 * too long to be worth keeping whole; a value too short to be worth cutting stays whole in the
 * head (it is then only ever cut at its end).
 */
export interface LongIdParts {
  head: string
  tail: string
}

/** The longest `@domain` kept whole at the end of an address: longer, it would crowd out the rest. */
const MAX_EMAIL_TAIL = 24

export function splitLongId(value: string, tail = 6): LongIdParts {
  const at = value.lastIndexOf('@')
  if (at > 0 && at < value.length - 1 && value.length - at <= MAX_EMAIL_TAIL) return { head: value.slice(0, at), tail: value.slice(at) }
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(value)?.[0]
  const keep = ext ? Math.max(tail, ext.length + 3) : tail
  if (keep <= 0 || value.length <= keep * 2 + 1) return { head: value, tail: '' }
  return { head: value.slice(0, -keep), tail: value.slice(-keep) }
}
