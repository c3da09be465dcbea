/**
 * The darwin part of the demo data set (CONTRACT.md): DEMO-REG's 12 requests across the statuses,
 * each with contacts, domains, anomalies, documents and an event history as the operations would
 * have written them, and two requests of OTHER-REG. Anchored on ctx.now; deterministic.
 */
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'
import type { SandboxDarwinRequestInput } from '../../contract/darwin-sandbox.js'
import type { ContactData } from '../../contract/darwin-updates.js'
import type { SeedContext } from '../../db/seed/context.js'
import { deadlineOf } from './deadline.js'
import { createSeedSteps } from './seed-helpers.js'
import { ADDRESSES as A, organisation, person, personCode, vatNumber } from './seed-people.js'

type ContactInput = SandboxDarwinRequestInput['contacts'][number]

const dataOf = (c: ContactInput, changes: Partial<ContactData> = {}): ContactData => ({
  name: c.name, org: c.org, streets: c.streets, city: c.city, state: c.state, postalCode: c.postalCode, country: c.country,
  voice: c.voice, email: c.email, consentForPublish: c.consentForPublish ?? true,
  registrant: { regcode: c.regcode, nationality: c.nationality, entityType: c.entityType }, ...changes,
})

const processing = { to: 'processing', event: 'toProcessing', contacts: { to: 'locked', from: ['submitted', 'rejected'] } } as const
const done = { contacts: { to: 'processed' }, domains: { to: 'processed' } } as const

export function seedDarwin(ctx: SeedContext): void {
  seedDemoRegistrar(ctx)
  seedOtherRegistrar(ctx)
}

function seedDemoRegistrar(ctx: SeedContext): void {
  const s = createSeedSteps(ctx, ctx.registrars.demo)

  // 1. submitted, unassigned: the identity card is uploaded, the tax code is still missing.
  const rossi = person('DEMO-MR001', 'Mario Rossi', personCode('RSSMRA80A01H501'), A.roma, {
    anomalies: [{ field: 'name', codes: [1060] }],
    domains: [{ domain: 'mariorossi.it' }, { domain: 'rossi-mario.it' }],
  })
  const r1 = s.open({ contacts: [rossi], note: 'Il nome del registrante non corrisponde al codice fiscale.' }, 3)
  s.document(r1.id, 'IC', 'carta-identita-rossi.jpg', 'domain', s.ago(2, 15))

  // 2. submitted, unassigned: a company whose VAT number the check service does not find; documents complete.
  const dolceVita = organisation('DEMO-PDV01', 2, 'Pasticceria Dolce Vita S.r.l.', 'Anna Conti', vatNumber('0214587036'), A.milano, {
    anomalies: [{ field: 'regcode', codes: [4021] }],
    domains: [{ domain: 'pasticceriadolcevita.it', signed: true }, { domain: 'dolcevita-milano.it' }],
  })
  const dolceVita2 = { ...dolceVita, registrarContactId: 'DEMO-PDV02', reference: false, anomalies: [], domains: [{ domain: 'torte-dolcevita.it' }] }
  const r2 = s.open({ contacts: [{ ...dolceVita, reference: true }, dolceVita2], anomalies: [{ field: 'org', codes: [1070] }] }, 10)
  s.document(r2.id, 'CHAMBER', 'visura-camerale-dolce-vita.pdf', 'admin', s.ago(8, 11))

  // 3. submitted, unassigned, expiring within a week: a professional whose address was not found.
  const neri = organisation('DEMO-PN001', 3, 'Studio Tecnico Ing. Paolo Neri', 'Paolo Neri', vatNumber('0356712984'), A.torino, {
    anomalies: [{ field: 'address', codes: [3030, 3010] }],
    domains: [{ domain: 'studioneri.it' }],
  })
  s.open({ contacts: [neri] }, 26)

  // 4. submitted, unassigned: a non-profit association, articles of incorporation uploaded.
  const borgo = organisation('DEMO-AAB01', 4, 'Associazione Amici del Borgo', 'Giovanni Galli', vatNumber('9412305817'), A.firenze, {
    anomalies: [{ field: 'org', codes: [1010, 1020] }],
    domains: [{ domain: 'amicidelborgo.it' }, { domain: 'borgo-fiorentino.it', registered: false }],
  })
  const r4 = s.open({ contacts: [borgo] }, 1)
  s.document(r4.id, 'DEED', 'statuto-associazione.pdf', 'domain', s.ago(1, 11))

  // 5. submitted, assigned by an admin to user darwin: an irregular fiscal code (the anomaly says so).
  const bianchi = person('DEMO-LB001', 'Laura Bianchi', 'BNCLRA85M41F20X', A.bologna, {
    anomalies: [{ field: 'regcode', codes: [4010] }],
    domains: [{ domain: 'laurabianchi.it' }],
  })
  const r5 = s.open({ contacts: [bianchi] }, 6)
  s.assign(r5.id, 'darwin', 'admin', s.ago(5, 9))

  // 6. pending: the update was rejected by the registry, back to the registrar.
  const verdi = person('DEMO-GV001', 'Giuseppe Verdi', personCode('VRDGPP75C15L219'), A.torino, {
    anomalies: [{ field: 'address', codes: [3040] }],
    domains: [{ domain: 'giuseppeverdi.it' }, { domain: 'verdi-torino.it' }],
  })
  const r6 = s.open({ contacts: [verdi] }, 15)
  s.assign(r6.id, 'domain', 'domain', s.ago(14))
  s.document(r6.id, 'IC', 'ci-verdi.pdf', 'domain', s.ago(10))
  s.document(r6.id, 'FC', 'tessera-sanitaria-verdi.jpg', 'domain', s.ago(10, 11))
  s.update(r6.id, dataOf(verdi, { streets: ['Via Po 18', 'Scala B'] }), 'Indirizzo completato', 'domain', s.ago(9), 'rejected')
  s.registryOperator(r6.id, 'op.mancini', s.ago(8))
  s.move(r6.id, { to: 'pending', event: 'registrarUpdateRejected', user: 'op.mancini', message: "L'indirizzo indicato non risulta allo stradario" }, s.ago(7))

  // 7. registrarUpdated: the update waits for the registry; assigned to user darwin.
  const gino = organisation('DEMO-TDG01', 2, 'Trattoria Da Gino S.n.c.', 'Gino Marchetti', vatNumber('0478123659'), A.bari, {
    anomalies: [{ field: 'org', codes: [1080] }],
    domains: [{ domain: 'trattoriadagino.it' }],
  })
  const r7 = s.open({ contacts: [gino] }, 8)
  s.assign(r7.id, 'darwin', 'admin', s.ago(7))
  s.document(r7.id, 'CHAMBER', 'visura-da-gino.pdf', 'darwin', s.ago(3))
  s.update(r7.id, dataOf(gino, { org: 'Trattoria Da Gino di Marchetti G. & C. S.n.c.' }), 'Ragione sociale completa', 'darwin', s.ago(2))

  // 8. processing: update approved by the registry, then processed by the registrar.
  const alpi = organisation('DEMO-ASW01', 2, 'Alpi Software S.p.A.', 'Martina Fontana', vatNumber('0189264735'), A.trento, {
    anomalies: [{ field: 'address', codes: [3050] }],
    domains: [{ domain: 'alpisoftware.it', signed: true }, { domain: 'alpi-cloud.it' }],
  })
  const r8 = s.open({ contacts: [alpi] }, 12)
  s.assign(r8.id, 'admin', 'admin', s.ago(11))
  s.document(r8.id, 'CHAMBER', 'visura-alpi-software.pdf', 'admin', s.ago(10))
  s.update(r8.id, dataOf(alpi, { streets: ['Via Belenzani 3', 'Palazzo Thun'] }), 'Sede legale aggiornata', 'admin', s.ago(9), 'approved')
  s.event(r8.id, 'registrarUpdateApproved', 'registry', 'Aggiornamento approvato', s.ago(7))
  s.move(r8.id, { ...processing, user: 'admin', message: darwinEventMessage('processed') }, s.ago(6))

  // 9. completed: a foreign natural person, one contact kept on hold.
  const schmidt: ContactInput = {
    registrarContactId: 'DEMO-AS001', name: 'Anna Schmidt', org: 'Anna Schmidt', email: 'anna.schmidt@example.de', voice: '+49.301234567',
    streets: ['Friedrichstrasse 43'], city: 'Berlin', postalCode: '10117', state: 'Berlin', country: 'de', consentForPublish: false,
    regcode: 'C01X00T47', nationality: 'de', entityType: 1, anomalies: [{ field: 'nationality', codes: [2020] }], domains: [{ domain: 'annaschmidt.it' }],
  }
  const schmidtOld = { ...schmidt, registrarContactId: 'DEMO-AS002', reference: false, anomalies: [], domains: [{ domain: 'schmidt-design.it' }] }
  const r9 = s.open({ contacts: [{ ...schmidt, reference: true }, schmidtOld], requiredDocuments: ['PASS'] }, 40)
  s.setActions(r9.id, 'hold', 'DEMO-AS002')
  s.document(r9.id, 'PASS', 'reisepass-schmidt.jpg', 'domain', s.ago(35))
  s.move(r9.id, { ...processing, user: 'domain', message: darwinEventMessage('processed') }, s.ago(33))
  s.move(r9.id, { to: 'completed', event: 'completed', user: 'registry', message: 'Procedura conclusa', ...done }, s.ago(30))

  // 10. expired: taken and released, then the deadline passed.
  const edilizia = organisation('DEMO-EM001', 2, 'Edilizia Moderna S.r.l.', 'Roberto Lombardi', vatNumber('0562198743'), A.napoli, {
    anomalies: [{ field: 'regcode', codes: [4022, 4023] }],
    domains: [{ domain: 'ediliziamoderna.it' }],
  })
  const r10 = s.open({ contacts: [edilizia] }, 45)
  s.assign(r10.id, 'domain', 'domain', s.ago(40))
  s.release(r10.id, 'domain', 'domain', s.ago(36))
  s.move(r10.id, { to: 'expired', event: 'expired', user: 'registry', message: darwinEventMessage('deadlinePassed'), ...done }, deadlineOf(r10.at, 30))

  // 11. cancelled by the registry after updating the request.
  const gabbiano = organisation('DEMO-RIG01', 2, 'Ristorante Il Gabbiano S.a.s.', 'Salvatore Russo', vatNumber('0634571298'), A.palermo, {
    anomalies: [{ field: 'org', codes: [1040] }],
    domains: [{ domain: 'ilgabbiano-palermo.it' }],
  })
  const r11 = s.open({ contacts: [gabbiano] }, 20)
  s.event(r11.id, 'registryUpdated', 'op.bruno', 'Nota aggiornata', s.ago(16))
  s.move(r11.id, { to: 'cancelled', event: 'cancelled', user: 'op.bruno', message: 'Segnalazione annullata: dati verificati dal Registro', ...done }, s.ago(12))

  // 12. rejected: processed, then refused by the registry (the identity card had expired).
  const esposito = person('DEMO-CE001', 'Chiara Esposito', personCode('SPSCHR90E52F839'), A.napoli, {
    anomalies: [{ field: 'name', codes: [1050] }],
    domains: [{ domain: 'chiaraesposito.it' }],
  })
  const r12 = s.open({ contacts: [esposito] }, 14)
  s.assign(r12.id, 'domain', 'domain', s.ago(13))
  s.document(r12.id, 'IC', 'ci-esposito.pdf', 'domain', s.ago(12))
  s.document(r12.id, 'FC', 'cf-esposito.pdf', 'domain', s.ago(12, 11))
  s.update(r12.id, dataOf(esposito), 'Dati confermati', 'domain', s.ago(11), 'approved')
  s.event(r12.id, 'registrarUpdateApproved', 'registry', 'Aggiornamento approvato', s.ago(10))
  s.move(r12.id, { ...processing, user: 'domain', message: darwinEventMessage('processed') }, s.ago(9))
  s.move(r12.id, {
    to: 'rejected', event: 'rejected', user: 'registry', message: "Il documento d'identità risulta scaduto",
    contacts: { to: 'rejected', from: ['locked'] }, domains: { to: 'rejected', from: ['locked'] },
  }, s.ago(6))
}

function seedOtherRegistrar(ctx: SeedContext): void {
  const s = createSeedSteps(ctx, ctx.registrars.other)
  const ferramenta = organisation('OTH-FL001', 2, 'Ferramenta Lombardi S.r.l.', 'Carlo Lombardi', vatNumber('0712345608'), A.genova, {
    anomalies: [{ field: 'org', codes: [1010] }],
    domains: [{ domain: 'ferramentalombardi.it' }],
  })
  s.open({ contacts: [ferramenta] }, 4)
  const moretti = person('OTH-SM001', 'Sofia Moretti', personCode('MRTSFO92T63G702'), A.pisa, {
    anomalies: [{ field: 'address', codes: [3060] }],
    domains: [{ domain: 'sofiamoretti.it' }],
  })
  const o2 = s.open({ contacts: [moretti] }, 9)
  s.document(o2.id, 'IC', 'ci-moretti.jpg', 'other-admin', s.ago(8))
  s.update(o2.id, dataOf(moretti, { streets: ['Lungarno Pacinotti 26', 'Interno 4'] }), 'Indirizzo corretto', 'other-admin', s.ago(7))
}
