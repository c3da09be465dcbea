// The 20 Italian regions (ISTAT codes '01' to '20', official Italian names) and, for each of the
// 107 provinces of provinces.ts, its region and its resident population. The population is
// ISTAT's resident population on 1 January 2024, rounded to the thousand, as written down for
// this project and not checked against the ISTAT file (approximate: docs/reference-data.md); the
// statistics' synthetic data set uses it only as a weight (docs/statistics.md). Imports nothing.

export interface Region {
  code: string
  name: string
}

export const REGIONS: readonly Region[] = Object.freeze(
  [
    { code: '01', name: 'Piemonte' },
    { code: '02', name: "Valle d'Aosta/Vallée d'Aoste" },
    { code: '03', name: 'Lombardia' },
    { code: '04', name: 'Trentino-Alto Adige/Südtirol' },
    { code: '05', name: 'Veneto' },
    { code: '06', name: 'Friuli-Venezia Giulia' },
    { code: '07', name: 'Liguria' },
    { code: '08', name: 'Emilia-Romagna' },
    { code: '09', name: 'Toscana' },
    { code: '10', name: 'Umbria' },
    { code: '11', name: 'Marche' },
    { code: '12', name: 'Lazio' },
    { code: '13', name: 'Abruzzo' },
    { code: '14', name: 'Molise' },
    { code: '15', name: 'Campania' },
    { code: '16', name: 'Puglia' },
    { code: '17', name: 'Basilicata' },
    { code: '18', name: 'Calabria' },
    { code: '19', name: 'Sicilia' },
    { code: '20', name: 'Sardegna' },
  ].map((r) => Object.freeze(r)),
)

export interface ProvinceGeography {
  /** ISTAT code of the region. */
  region: string
  /** Resident population on 1 January 2024, in thousands. */
  populationThousands: number
}

/** By province code (sigla), as in provinces.ts. */
export const PROVINCE_GEOGRAPHY: Readonly<Record<string, ProvinceGeography>> = Object.freeze({
  // 01 Piemonte
  TO: { region: '01', populationThousands: 2208 },
  VC: { region: '01', populationThousands: 166 },
  NO: { region: '01', populationThousands: 365 },
  CN: { region: '01', populationThousands: 583 },
  AT: { region: '01', populationThousands: 207 },
  AL: { region: '01', populationThousands: 407 },
  BI: { region: '01', populationThousands: 170 },
  VB: { region: '01', populationThousands: 154 },
  // 02 Valle d'Aosta
  AO: { region: '02', populationThousands: 123 },
  // 03 Lombardia
  VA: { region: '03', populationThousands: 877 },
  CO: { region: '03', populationThousands: 596 },
  SO: { region: '03', populationThousands: 179 },
  MI: { region: '03', populationThousands: 3215 },
  BG: { region: '03', populationThousands: 1107 },
  BS: { region: '03', populationThousands: 1254 },
  PV: { region: '03', populationThousands: 533 },
  CR: { region: '03', populationThousands: 352 },
  MN: { region: '03', populationThousands: 403 },
  LC: { region: '03', populationThousands: 333 },
  LO: { region: '03', populationThousands: 227 },
  MB: { region: '03', populationThousands: 873 },
  // 04 Trentino-Alto Adige
  BZ: { region: '04', populationThousands: 536 },
  TN: { region: '04', populationThousands: 545 },
  // 05 Veneto
  VR: { region: '05', populationThousands: 926 },
  VI: { region: '05', populationThousands: 852 },
  BL: { region: '05', populationThousands: 198 },
  TV: { region: '05', populationThousands: 876 },
  VE: { region: '05', populationThousands: 834 },
  PD: { region: '05', populationThousands: 935 },
  RO: { region: '05', populationThousands: 227 },
  // 06 Friuli-Venezia Giulia
  UD: { region: '06', populationThousands: 515 },
  GO: { region: '06', populationThousands: 138 },
  TS: { region: '06', populationThousands: 228 },
  PN: { region: '06', populationThousands: 310 },
  // 07 Liguria
  IM: { region: '07', populationThousands: 209 },
  SV: { region: '07', populationThousands: 268 },
  GE: { region: '07', populationThousands: 817 },
  SP: { region: '07', populationThousands: 215 },
  // 08 Emilia-Romagna
  PC: { region: '08', populationThousands: 284 },
  PR: { region: '08', populationThousands: 454 },
  RE: { region: '08', populationThousands: 527 },
  MO: { region: '08', populationThousands: 706 },
  BO: { region: '08', populationThousands: 1019 },
  FE: { region: '08', populationThousands: 340 },
  RA: { region: '08', populationThousands: 385 },
  FC: { region: '08', populationThousands: 392 },
  RN: { region: '08', populationThousands: 340 },
  // 09 Toscana
  MS: { region: '09', populationThousands: 189 },
  LU: { region: '09', populationThousands: 383 },
  PT: { region: '09', populationThousands: 290 },
  FI: { region: '09', populationThousands: 984 },
  LI: { region: '09', populationThousands: 326 },
  PI: { region: '09', populationThousands: 417 },
  AR: { region: '09', populationThousands: 334 },
  SI: { region: '09', populationThousands: 263 },
  GR: { region: '09', populationThousands: 216 },
  PO: { region: '09', populationThousands: 258 },
  // 10 Umbria
  PG: { region: '10', populationThousands: 637 },
  TR: { region: '10', populationThousands: 215 },
  // 11 Marche
  PU: { region: '11', populationThousands: 353 },
  AN: { region: '11', populationThousands: 461 },
  MC: { region: '11', populationThousands: 301 },
  AP: { region: '11', populationThousands: 200 },
  FM: { region: '11', populationThousands: 167 },
  // 12 Lazio
  VT: { region: '12', populationThousands: 307 },
  RI: { region: '12', populationThousands: 151 },
  RM: { region: '12', populationThousands: 4223 },
  LT: { region: '12', populationThousands: 567 },
  FR: { region: '12', populationThousands: 465 },
  // 13 Abruzzo
  AQ: { region: '13', populationThousands: 288 },
  TE: { region: '13', populationThousands: 300 },
  PE: { region: '13', populationThousands: 313 },
  CH: { region: '13', populationThousands: 372 },
  // 14 Molise
  CB: { region: '14', populationThousands: 212 },
  IS: { region: '14', populationThousands: 81 },
  // 15 Campania
  CE: { region: '15', populationThousands: 905 },
  BN: { region: '15', populationThousands: 263 },
  NA: { region: '15', populationThousands: 2971 },
  AV: { region: '15', populationThousands: 398 },
  SA: { region: '15', populationThousands: 1053 },
  // 16 Puglia
  FG: { region: '16', populationThousands: 597 },
  BA: { region: '16', populationThousands: 1221 },
  TA: { region: '16', populationThousands: 556 },
  BR: { region: '16', populationThousands: 376 },
  LE: { region: '16', populationThousands: 767 },
  BT: { region: '16', populationThousands: 380 },
  // 17 Basilicata
  PZ: { region: '17', populationThousands: 346 },
  MT: { region: '17', populationThousands: 192 },
  // 18 Calabria
  CS: { region: '18', populationThousands: 667 },
  CZ: { region: '18', populationThousands: 340 },
  RC: { region: '18', populationThousands: 520 },
  KR: { region: '18', populationThousands: 163 },
  VV: { region: '18', populationThousands: 149 },
  // 19 Sicilia
  TP: { region: '19', populationThousands: 417 },
  PA: { region: '19', populationThousands: 1200 },
  ME: { region: '19', populationThousands: 599 },
  AG: { region: '19', populationThousands: 415 },
  CL: { region: '19', populationThousands: 250 },
  EN: { region: '19', populationThousands: 157 },
  CT: { region: '19', populationThousands: 1067 },
  RG: { region: '19', populationThousands: 316 },
  SR: { region: '19', populationThousands: 384 },
  // 20 Sardegna
  SS: { region: '20', populationThousands: 475 },
  NU: { region: '20', populationThousands: 200 },
  CA: { region: '20', populationThousands: 418 },
  OR: { region: '20', populationThousands: 150 },
  SU: { region: '20', populationThousands: 334 },
})
