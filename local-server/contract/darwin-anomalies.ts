/**
 * The anomaly codes the registry reports on a darwin request (spec, "Darwin anomaly"), with their
 * meaning in Italian and English for the screens. Codes group by the field they concern:
 * 1xxx organization / name, 2xxx nationality, 3xxx address, 4xxx fiscal code or VAT number.
 */
export interface AnomalyCodeMeaning {
  readonly code: number
  /** The contact data field the code concerns. */
  readonly field: 'org' | 'name' | 'nationality' | 'address' | 'regcode'
  readonly it: string
  readonly en: string
}

export const DARWIN_ANOMALY_CODES: readonly AnomalyCodeMeaning[] = [
  { code: 1010, field: 'org', it: "Il classificatore ha previsto un nome dell'organizzazione del registrante non valido", en: 'Classifier predicted a bad registrant organization name' },
  { code: 1020, field: 'org', it: "Impossibile rilevare la lingua dell'organizzazione del registrante", en: 'Language impossible to detect for the registrant organization' },
  { code: 1030, field: 'org', it: 'Lingua incoerente con la nazionalità', en: 'Language inconsistent with the nationality field' },
  { code: 1040, field: 'org', it: 'Lingua incoerente con il paese', en: 'Language inconsistent with the country field' },
  { code: 1050, field: 'name', it: 'Nome di persona simile a un nome di società', en: 'Person name similar to a company name' },
  { code: 1060, field: 'name', it: 'Nome di persona incoerente con il codice fiscale', en: 'Person name inconsistent with the fiscal code' },
  { code: 1070, field: 'org', it: 'Nome incoerente con la verifica della partita IVA', en: 'Name inconsistent with the VAT validation' },
  { code: 1080, field: 'org', it: "Organizzazione segnalata come non corretta da un operatore", en: 'Org value set NOT OK by an operator' },
  { code: 2010, field: 'nationality', it: 'La nazionalità deve coincidere con il paese', en: 'Nationality must be equal to country' },
  { code: 2020, field: 'nationality', it: 'Nazionalità segnalata come non corretta da un operatore', en: 'Nationality set NOT OK by an operator' },
  { code: 3010, field: 'address', it: "Il classificatore ha previsto un indirizzo del registrante non valido", en: 'Classifier predicted a bad registrant address' },
  { code: 3020, field: 'address', it: "Impossibile rilevare la lingua dell'indirizzo del registrante", en: 'Language impossible to detect for the registrant address' },
  { code: 3030, field: 'address', it: 'Indirizzo del registrante non trovato', en: 'Registrant address not found' },
  { code: 3040, field: 'address', it: 'Indirizzo incoerente con il codice del paese', en: 'Address inconsistent with the country code' },
  { code: 3050, field: 'address', it: 'Indirizzo incoerente con la verifica della partita IVA', en: 'Address inconsistent with the VAT validation' },
  { code: 3060, field: 'address', it: 'Indirizzo segnalato come non corretto da un operatore', en: 'Address set NOT OK by an operator' },
  { code: 4010, field: 'regcode', it: 'Codice fiscale o partita IVA irregolare', en: 'Irregular fiscal code or VAT number' },
  { code: 4020, field: 'regcode', it: 'Servizio di verifica della partita IVA non riuscito', en: 'VAT check service failed' },
  { code: 4021, field: 'regcode', it: 'Partita IVA non trovata', en: 'VAT number not found' },
  { code: 4022, field: 'regcode', it: 'Anomalia del nome nella verifica della partita IVA', en: 'VAT name anomaly' },
  { code: 4023, field: 'regcode', it: "Anomalia dell'indirizzo nella verifica della partita IVA", en: 'VAT address anomaly' },
  { code: 4030, field: 'regcode', it: 'Molti registranti diversi con questo codice', en: 'Many different registrants with this regcode' },
  { code: 4040, field: 'regcode', it: 'Codice fiscale o partita IVA segnalato come non corretto da un operatore', en: 'Fiscal code or VAT number set NOT OK by an operator' },
]

export const DARWIN_ANOMALY_CODE_VALUES: readonly number[] = DARWIN_ANOMALY_CODES.map((c) => c.code)

export function anomalyMeaning(code: number): AnomalyCodeMeaning | undefined {
  return DARWIN_ANOMALY_CODES.find((c) => c.code === code)
}
