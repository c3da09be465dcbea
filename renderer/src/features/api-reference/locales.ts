export const apiReferenceLocales = {
  it: {
    apiReference: {
      title: 'Riferimento API',
      intro: 'Le operazioni del server locale, descritte da /openapi.json. «Try it out» le esegue con la sessione in corso. Il riferimento è in inglese.',
      frameTitle: 'Riferimento interattivo delle API (in inglese)',
      openAlone: 'Apri a sé, senza la sessione',
    },
  },
  en: {
    apiReference: {
      title: 'API reference',
      intro: 'The local server’s operations, as /openapi.json describes them. “Try it out” runs them with the current session.',
      frameTitle: 'Interactive API reference',
      openAlone: 'Open on its own, without the session',
    },
  },
}
