/**
 * The XML form of a validation request (spec, DNS validation rule 5), turned into the JSON shape,
 * so that one schema validates both:
 *
 *   <request>
 *     <domain>example.it</domain>
 *     <nameservers>
 *       <nameserver name="ns1.example.it"><address type="IPv4">192.0.2.1</address></nameserver>
 *     </nameservers>
 *     <dsRecords><dsRecord><keytag>…</keytag><algorithm>…</algorithm><digestType>…</digestType><digest>…</digest></dsRecord></dsRecords>
 *     <dnsSecDisabled>false</dnsSecDisabled>
 *   </request>
 *
 * Numbers and booleans are converted only when they are written correctly; anything else is
 * left as text, so the schema rejects it naming the field.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { badRequest } from '../../api-error.js'

type Node = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities are left alone: the request has no use for them, and expanding them is a risk.
  processEntities: false,
  ignoreDeclaration: true,
  isArray: (name) => name === 'nameserver' || name === 'address' || name === 'dsRecord',
})

/** The most of a name an answer repeats: a name can be as long as the body (64 KiB). */
const NAME_SHOWN = 64
/** The most of a message an answer repeats, whatever the XML reader put in it. */
const MESSAGE_SHOWN = 500

const invalid = (message: string, field?: string) =>
  badRequest('invalid_xml', message.length > MESSAGE_SHOWN ? `${message.slice(0, MESSAGE_SHOWN)}…` : message, field)

/** An element's or attribute's name as an answer repeats it: its first 64 characters, then `…`. */
const shownName = (name: string): string => (name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name)
/** The XML reader's own message, with each name it quotes (`'…'`) cut as `shownName` cuts it. */
const shownMessage = (message: string): string => message.replace(/'([^']*)'/g, (_quoted, name: string) => `'${shownName(name)}'`)

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Text of an element: `<a>x</a>` parses as 'x', `<a type="t">x</a>` as {'#text': 'x'}. */
function text(v: unknown): unknown {
  if (typeof v === 'string') return v
  if (isNode(v)) {
    const keys = Object.keys(v).filter((k) => !k.startsWith('@'))
    if (keys.length === 0) return ''
    if (keys.length === 1 && keys[0] === '#text') return v['#text']
  }
  return v
}

const integer = (v: unknown): unknown => {
  const t = text(v)
  return typeof t === 'string' && /^\d{1,9}$/.test(t) ? Number(t) : t
}

const boolean = (v: unknown): unknown => {
  const t = text(v)
  return t === 'true' ? true : t === 'false' ? false : t
}

/** An empty container (`<nameservers/>`) is an empty list; a list keeps its other children as is. */
function list(v: unknown, child: string, field: string): unknown[] {
  if (v === '' || v === undefined) return []
  if (!isNode(v)) throw invalid(`<${field}> must contain <${child}> elements`, field)
  const extra = Object.keys(v).find((k) => k !== child)
  if (extra) throw invalid(`<${field}> may contain only <${child}> elements, not <${shownName(extra)}>`, field)
  return v[child] as unknown[]
}

function nameserver(v: unknown, i: number): unknown {
  const field = `nameservers.${i}`
  if (!isNode(v) || typeof v['@name'] !== 'string') throw invalid('<nameserver> needs a name attribute', `${field}.name`)
  const { '@name': name, address, ...rest } = v
  const unknown = Object.keys(rest)[0]
  if (unknown) throw invalid(`<nameserver> may contain only <address> elements, not ${shownName(unknown)}`, field)
  return {
    name,
    ...(address === undefined
      ? {}
      : {
          address: (address as unknown[]).map((a) => {
            const type = isNode(a) ? a['@type'] : undefined
            return { value: text(a), type: type ?? '' }
          }),
        }),
  }
}

function dsRecord(v: unknown, i: number): unknown {
  if (!isNode(v)) throw invalid('<dsRecord> needs keytag, algorithm, digestType and digest', `dsRecords.${i}`)
  const out: Node = {}
  for (const [key, value] of Object.entries(v)) {
    out[key] = key === 'digest' ? text(value) : key === 'keytag' || key === 'algorithm' || key === 'digestType' ? integer(value) : value
  }
  return out
}

/** The parser refuses some well-formed documents itself (names such as `__proto__`, deep nesting). */
function parse(body: string): Node {
  try {
    return parser.parse(body) as Node
  } catch (err) {
    throw invalid(`The XML could not be read: ${shownMessage((err as Error).message)}`)
  }
}

export function parseXmlRequest(body: string): unknown {
  // A DOCTYPE can declare entities; no request needs one.
  if (/<!DOCTYPE/i.test(body)) throw invalid('A DOCTYPE is not accepted')
  const valid = XMLValidator.validate(body)
  if (valid !== true) throw invalid(`Malformed XML: ${shownMessage(valid.err.msg)} (line ${valid.err.line})`)
  const doc = parse(body)
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?'))
  if (roots.length !== 1 || roots[0] !== 'request') throw invalid('The root element must be <request>')
  const request = doc['request']
  if (!isNode(request)) throw invalid('<request> must contain <domain>', 'domain')
  const out: Node = {}
  for (const [key, value] of Object.entries(request)) {
    if (key.startsWith('@')) continue
    if (key === 'domain') out.domain = text(value)
    else if (key === 'nameservers') out.nameservers = list(value, 'nameserver', 'nameservers').map(nameserver)
    else if (key === 'dsRecords') out.dsRecords = list(value, 'dsRecord', 'dsRecords').map(dsRecord)
    else if (key === 'dnsSecDisabled') out.dnsSecDisabled = boolean(value)
    // Unknown elements stay, so the schema answers 400 naming them (by as much of the name as an answer shows).
    else out[shownName(key)] = value
  }
  return out
}
