/** Messages of the gateway's status (mode, offline banner); merged into the app's locales by the lead. */
export const gatewayLocales = {
  it: {
    gateway: {
      mode: { sandbox: 'Sandbox', production: 'Registro', test: 'Registro (piattaforma di prova)' },
      offline: {
        withTime: 'Registro non raggiungibile: dati del {time}',
        noTime: 'Registro non raggiungibile',
        hint: 'Si vedono i dati salvati; le modifiche non sono possibili finché la connessione non torna.',
      },
      darwinUnavailable: 'Le operazioni darwin non sono disponibili sulla piattaforma di prova del registro.',
      keyRequired: 'Questa pagina non è collegata al server locale: aprirla dal collegamento «web ui» mostrato all’avvio, o dall’app.',
    },
  },
  en: {
    gateway: {
      mode: { sandbox: 'Sandbox', production: 'Registry', test: 'Registry (test platform)' },
      offline: {
        withTime: 'Registry unreachable: data as of {time}',
        noTime: 'Registry unreachable',
        hint: 'Saved data are shown; changes are not possible until the connection is back.',
      },
      darwinUnavailable: 'The darwin operations are unavailable on the registry’s test platform.',
      keyRequired: 'This page is not connected to the local server: open it from the “web ui” link printed at start, or from the app.',
    },
  },
} as const
