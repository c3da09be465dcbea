export const homeLocales = {
  it: {
    home: {
      welcome: { morning: 'Buongiorno, {name}', afternoon: 'Buon pomeriggio, {name}', evening: 'Buonasera, {name}' },
      attention: 'Cosa richiede attenzione',
      none: 'Nessuna attività da mostrare per i gruppi dell’utente.',
      total: 'Totale: {n}',
      credit: {
        title: 'Credito',
        threshold: 'Soglia di avviso: {amount}',
        below: 'Attenzione: il credito è sotto la soglia di avviso.',
        exhausted: 'Attenzione: il credito è esaurito.',
        ok: 'Il credito non è sotto la soglia di avviso.',
        open: 'Apri il credito',
      },
      creditWarnings: {
        title: 'Avvisi del registro sul credito',
        row: 'credito {credit}, soglia {threshold}',
        empty: 'Il registro non ha inviato avvisi sul credito.',
        open: 'Apri il credito',
      },
      bankPayments: {
        title: 'Bonifici in attesa del registro',
        payment: 'Pagamento n. {id}',
        empty: 'Nessun bonifico è in attesa del registro.',
        open: 'Apri i bonifici in attesa',
      },
      invoices: {
        title: 'Ultime fatture',
        empty: 'Il registro non ha ancora emesso fatture.',
        open: 'Apri le fatture',
      },
      darwinExpiring: {
        title: 'Richieste darwin in scadenza entro {days} giorni',
        empty: 'Nessuna richiesta scade entro {days} giorni.',
        open: 'Apri le richieste in scadenza',
      },
      darwinMine: {
        title: 'Richieste darwin in carico a me',
        empty: 'Nessuna richiesta aperta è in carico a me.',
        open: 'Apri le richieste in carico a me',
      },
      request: 'Richiesta n. {id}',
    },
  },
  en: {
    home: {
      welcome: { morning: 'Good morning, {name}', afternoon: 'Good afternoon, {name}', evening: 'Good evening, {name}' },
      attention: 'What needs attention',
      none: 'Nothing to show for the user’s groups.',
      total: 'Total: {n}',
      credit: {
        title: 'Credit',
        threshold: 'Warning threshold: {amount}',
        below: 'Warning: the credit is below the warning threshold.',
        exhausted: 'Warning: the credit is exhausted.',
        ok: 'The credit is not below the warning threshold.',
        open: 'Open the credit',
      },
      creditWarnings: {
        title: 'Credit warnings from the registry',
        row: 'credit {credit}, threshold {threshold}',
        empty: 'The registry has sent no credit warnings.',
        open: 'Open the credit',
      },
      bankPayments: {
        title: 'Bank transfers awaiting the registry',
        payment: 'Payment No. {id}',
        empty: 'No bank transfer is awaiting the registry.',
        open: 'Open the waiting bank transfers',
      },
      invoices: {
        title: 'Latest invoices',
        empty: 'The registry has not issued any invoices yet.',
        open: 'Open the invoices',
      },
      darwinExpiring: {
        title: 'Darwin requests due within {days} days',
        empty: 'No request is due within {days} days.',
        open: 'Open the requests due soon',
      },
      darwinMine: {
        title: 'Darwin requests assigned to me',
        empty: 'No open request is assigned to me.',
        open: 'Open the requests assigned to me',
      },
      request: 'Request No. {id}',
    },
  },
}
