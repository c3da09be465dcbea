/**
 * The shell's messages that the sign-in screen does not show: the navigation, the PDF viewer, the
 * date field and long ids. Loaded with the features' messages after the first screen
 * (locales/features.ts), so that the sign-in screen's JavaScript stays small; every screen behind
 * the sign-in waits for them (router).
 */
import type { FeatureLocales } from '@/features/feature'

export const shellLocales: FeatureLocales = {
  it: {
    nav: {
      main: 'Navigazione principale',
      home: 'Inizio',
      statistics: 'Statistiche',
      billing: 'Contabilità',
      invoices: 'Fatture',
      payments: 'Pagamenti',
      credit: 'Credito',
      darwin: 'Darwin',
      darwinQueue: 'Richieste',
      security: 'Sicurezza',
      ipAllowList: 'Indirizzi IP autorizzati',
      settings: 'Impostazioni',
      registrar: 'Registrar',
      registrarData: 'Dati del registrar',
      registrarContacts: 'Contatti',
      registrarEvents: 'Eventi',
      gdpr: 'GDPR',
      users: 'Utenti',
      myProfile: 'Il mio profilo',
      tools: 'Strumenti',
      dnsCheck: 'Verifica DNS',
      apiReference: 'Riferimento API',
      requestLog: 'Registro richieste',
      publicInfo: 'Informazioni pubbliche',
    },
    pdf: {
      fitWidth: 'Adatta alla larghezza',
      zoomIn: 'Ingrandisci',
      zoomOut: 'Riduci',
      pages: '{n} pagine | {n} pagina | {n} pagine',
      unreadable: 'Il PDF non si può leggere.',
    },
    longId: {
      copy: 'Copia {value}',
      copyNamed: 'Copia {value} ({label})',
      copied: 'Copiato negli appunti.',
      selected: 'Non è stato possibile copiare: il valore è selezionato, premi Ctrl+C.',
    },
    dateField: {
      calendar: 'Calendario',
      openCalendar: 'Apri il calendario',
      nextMonth: 'Mese successivo',
      prevMonth: 'Mese precedente',
    },
  },
  en: {
    nav: {
      main: 'Main navigation',
      home: 'Home',
      statistics: 'Statistics',
      billing: 'Billing',
      invoices: 'Invoices',
      payments: 'Payments',
      credit: 'Credit',
      darwin: 'Darwin',
      darwinQueue: 'Requests',
      security: 'Security',
      ipAllowList: 'Allowed IP addresses',
      settings: 'Settings',
      registrar: 'Registrar',
      registrarData: 'Registrar data',
      registrarContacts: 'Contacts',
      registrarEvents: 'Events',
      gdpr: 'GDPR',
      users: 'Users',
      myProfile: 'My profile',
      tools: 'Tools',
      dnsCheck: 'DNS check',
      apiReference: 'API reference',
      requestLog: 'Request log',
      publicInfo: 'Public information',
    },
    pdf: {
      fitWidth: 'Fit to width',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      pages: '{n} pages | {n} page | {n} pages',
      unreadable: 'The PDF cannot be read.',
    },
    longId: {
      copy: 'Copy {value}',
      copyNamed: 'Copy {value} ({label})',
      copied: 'Copied to the clipboard.',
      selected: 'Could not copy: the value is selected, press Ctrl+C.',
    },
    dateField: {
      calendar: 'Calendar',
      openCalendar: 'Open the calendar',
      nextMonth: 'Next month',
      prevMonth: 'Previous month',
    },
  },
}
