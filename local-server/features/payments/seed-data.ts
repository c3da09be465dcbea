/** Realistic Italian names for the payments demo data (banks, branches, domains). */
import type { Random } from '../../db/seed/random.js'

export const BANKS: readonly { name: string; european: boolean; branches: readonly string[] }[] = [
  { name: 'Intesa Sanpaolo', european: true, branches: ['Filiale di Milano Cordusio', 'Filiale di Torino Porta Nuova', 'Filiale di Pisa Centro'] },
  { name: 'UniCredit', european: true, branches: ['Agenzia Roma Via del Corso', 'Agenzia Bologna Indipendenza', 'Agenzia Verona Bra'] },
  { name: 'Banco BPM', european: true, branches: ['Filiale di Bergamo Centro', 'Filiale di Lodi', 'Filiale di Novara'] },
  { name: 'BPER Banca', european: true, branches: ['Filiale di Modena Centro', 'Filiale di Sassari'] },
  { name: 'Banca Monte dei Paschi di Siena', european: true, branches: ['Filiale di Siena Piazza Salimbeni', 'Filiale di Firenze Cavour'] },
  { name: 'Crédit Agricole Italia', european: true, branches: ['Filiale di Parma Centro', 'Filiale di La Spezia'] },
  { name: 'Banca Sella', european: true, branches: ['Succursale di Biella', 'Succursale di Torino Crocetta'] },
  { name: 'BNL BNP Paribas', european: true, branches: ['Agenzia Napoli Toledo', 'Agenzia Bari Vittorio Emanuele'] },
  { name: 'Credem', european: true, branches: ['Filiale di Reggio Emilia', 'Filiale di Palermo Libertà'] },
  { name: 'UBS Switzerland AG', european: false, branches: ['Lugano Via Pretorio', 'Zürich Bahnhofstrasse'] },
]

export const APPLICANTS = {
  demo: [
    { applicant: 'Demo Registrar S.r.l.', role: 'registrar' },
    { applicant: 'Demo Registrar S.r.l.', role: 'registrar' },
    { applicant: 'Giulia Ferrari', role: 'legalRepresentative' },
    { applicant: 'Marco Bianchi', role: 'employee' },
    { applicant: 'Studio Commercialista Conti & Associati', role: 'accountant' },
    { applicant: 'Web Agency Toscana S.n.c.', role: 'thirdParty' },
  ],
  other: [
    { applicant: 'Altro Registrar S.p.A.', role: 'registrar' },
    { applicant: 'Paolo Greco', role: 'legalRepresentative' },
  ],
} as const

const WORDS = [
  'pizzeria', 'trattoria', 'studiolegale', 'ferramenta', 'hotel', 'agriturismo', 'farmacia', 'officina', 'gelateria',
  'panificio', 'libreria', 'ottica', 'dentista', 'palestra', 'enoteca', 'moda', 'immobiliare', 'viaggi', 'fioraio',
  'pasticceria', 'caseificio', 'oleificio', 'cantina', 'bottega', 'sartoria', 'idraulica', 'elettrauto',
]
const PLACES = [
  'roma', 'milano', 'napoli', 'torino', 'palermo', 'genova', 'bologna', 'firenze', 'bari', 'catania', 'venezia',
  'verona', 'pisa', 'lucca', 'siena', 'parma', 'trento', 'bergamo', 'lecce', 'perugia', 'cagliari', 'udine',
]

export function domainName(rng: Random): string {
  const n = rng.chance(0.3) ? String(rng.int(1, 99)) : ''
  return `${rng.pick(WORDS)}${rng.chance(0.5) ? '-' : ''}${rng.pick(PLACES)}${n}.it`
}

/**
 * `length` characters of `alphabet`, one draw each. A loop, not Array.from(…).join(''): the scale
 * generator draws millions of these (about a seventh of its main thread's JavaScript).
 */
function drawn(rng: Random, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)]
  return out
}

/** A bank reference: an 11-digit CRO or a 30-character TRN. */
export function bankReference(rng: Random): string {
  if (rng.chance(0.5)) return drawn(rng, '0123456789', 11)
  return `0306${drawn(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 26)}`
}

export function hex(rng: Random, length: number): string {
  return drawn(rng, '0123456789abcdef', length)
}

export const CARD_HOLDERS = ['GIULIA FERRARI', 'MARCO BIANCHI', 'SARA ROMANO'] as const
/** Test card numbers (they pass the Luhn check), masked when stored. */
export const CARDS = [
  { brand: 'VISA', last4: '1111', length: 16 },
  { brand: 'MASTERCARD', last4: '4444', length: 16 },
  { brand: 'AMEX', last4: '8431', length: 15 },
] as const
