/**
 * The simulated bank's card payment page (Italian or English, from the transaction's language):
 * amount, merchant and a fake card form with Approve and Decline buttons. Plain HTML, no script.
 */
import { euroText } from '../../validation/euro.js'
import type { CardRow } from './cards.js'

const MERCHANT = 'Registro .it (sandbox)'

const TEXT = {
  it: {
    title: 'Pagamento con carta',
    bank: 'Banca Sandbox S.p.A. — pagamento sicuro',
    merchant: 'Esercente',
    amount: 'Importo',
    transaction: 'Transazione',
    name: 'Titolare della carta',
    number: 'Numero della carta',
    expire: 'Scadenza',
    /** The expiry's format in the page's language: the label says it and the field shows it. */
    expireFormat: 'MM/AA',
    cvv: 'CVV',
    approve: 'Paga',
    decline: 'Annulla il pagamento',
    note: 'Ambiente di prova: nessun addebito reale. Carta di prova: 4111 1111 1111 1111, scadenza futura, qualsiasi CVV.',
    notFound: 'Transazione non trovata.',
    done: { approved: 'Questa transazione è già stata autorizzata.', declined: 'Questa transazione è stata annullata.', pending: '' },
    back: "Torna al sito dell'esercente",
    errors: { 'card.name': 'Inserire il titolare della carta.', 'card.number': 'Numero di carta non valido.', 'card.expire': 'Scadenza non valida o carta scaduta.', card: 'Dati della carta non validi.' },
  },
  en: {
    title: 'Card payment',
    bank: 'Sandbox Bank S.p.A. — secure payment',
    merchant: 'Merchant',
    amount: 'Amount',
    transaction: 'Transaction',
    name: 'Cardholder name',
    number: 'Card number',
    expire: 'Expiry',
    expireFormat: 'MM/YY',
    cvv: 'CVV',
    approve: 'Pay',
    decline: 'Cancel payment',
    note: 'Test environment: no real charge. Test card: 4111 1111 1111 1111, any future expiry, any CVV.',
    notFound: 'Transaction not found.',
    done: { approved: 'This transaction has already been authorized.', declined: 'This transaction has been cancelled.', pending: '' },
    back: "Back to the merchant's site",
    errors: { 'card.name': 'Enter the cardholder name.', 'card.number': 'Invalid card number.', 'card.expire': 'Invalid expiry or expired card.', card: 'Invalid card data.' },
  },
} as const

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function amountText(cents: number, lang: 'it' | 'en'): string {
  const t = euroText(cents)
  return lang === 'it' ? `€ ${t.replace('.', ',')}` : `€${t}`
}

function layout(lang: 'it' | 'en', body: string): string {
  const x = TEXT[lang]
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${x.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f5;margin:0;padding:2rem;color:#1d2733}
main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 .25rem}.bank{color:#566;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#566}dd{margin:0;font-weight:600}
label{display:block;margin:.6rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.45rem;font-size:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}.buttons{display:flex;gap:1rem;margin-top:1.2rem}
button{flex:1;padding:.6rem;font-size:1rem;border-radius:4px;border:1px solid #345;cursor:pointer}
button[value=approve]{background:#1f6f3f;color:#fff;border-color:#1f6f3f}.error{color:#a11;font-weight:600}
.note{color:#566;font-size:.85rem}
</style></head><body><main>${body}</main></body></html>`
}

type ErrorField = keyof (typeof TEXT)['it']['errors']

/** The page of a transaction; `errorField` (card.name, card.number, card.expire) shows why it was refused. */
export function renderPayPage(tx: CardRow, errorField?: string): string {
  const lang = tx.language
  const x = TEXT[lang]
  const summary = `<h1>${x.title}</h1><p class="bank">${x.bank}</p>
<dl><dt>${x.merchant}</dt><dd>${escape(MERCHANT)}</dd><dt>${x.amount}</dt><dd id="amount">${amountText(tx.amount, lang)}</dd>
<dt>${x.transaction}</dt><dd>${escape(tx.gatewayId)}</dd></dl>`
  if (tx.status !== 'pending') {
    const url = tx.status === 'approved' ? tx.redirectSuccessUrl : tx.redirectFailureUrl
    return layout(lang, `${summary}<p>${x.done[tx.status]}</p><p><a href="${escape(url)}">${x.back}</a></p>`)
  }
  const form = `<form method="post" action="${escape(tx.id)}">
${errorField ? `<p class="error" role="alert">${x.errors[(errorField in x.errors ? errorField : 'card') as ErrorField]}</p>` : ''}
<label for="name">${x.name}</label><input id="name" name="name" autocomplete="cc-name" required maxlength="100">
<label for="number">${x.number}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<div class="row"><div><label for="expire">${x.expire} (${x.expireFormat})</label><input id="expire" name="expire" autocomplete="cc-exp" required maxlength="5" placeholder="${x.expireFormat}"></div>
<div><label for="cvv">${x.cvv}</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div></div>
<div class="buttons"><button type="submit" name="action" value="approve">${x.approve}</button>
<button type="submit" name="action" value="decline" formnovalidate>${x.decline}</button></div>
<p class="note">${x.note}</p></form>`
  return layout(lang, summary + form)
}

export function renderNotFoundPage(): string {
  return layout('it', `<h1>${TEXT.it.notFound}</h1><p lang="en">${TEXT.en.notFound}</p>`)
}
