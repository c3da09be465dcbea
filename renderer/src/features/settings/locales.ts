export const settingsLocales = {
  it: {
    settings: {
      title: 'Impostazioni',
      language: 'Lingua dell’interfaccia',
      about: 'Informazioni',
      version: 'Versione',
      shell: 'Ambiente',
      shells: { desktop: 'Applicazione desktop', web: 'Browser' },
      dataFolder: 'Cartella dei dati',
      openDataFolder: 'Apri la cartella dei dati',
      user: 'Utente',
    },
  },
  en: {
    settings: {
      title: 'Settings',
      language: 'Interface language',
      about: 'About',
      version: 'Version',
      shell: 'Running in',
      shells: { desktop: 'Desktop app', web: 'Browser' },
      dataFolder: 'Data folder',
      openDataFolder: 'Open the data folder',
      user: 'User',
    },
  },
}
