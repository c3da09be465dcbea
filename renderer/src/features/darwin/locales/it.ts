/** Le schermate darwin in italiano. */
export const it = {
  status: {
    submitted: 'Inviata', pending: 'In attesa', rejected: 'Respinta dal registro', registrarUpdated: 'Aggiornamento inviato',
    processing: 'In lavorazione', processingExpired: 'In lavorazione (scaduta)', expired: 'Scaduta', completed: 'Completata',
    processingCancelled: 'In lavorazione (annullata)', cancelled: 'Annullata',
  },
  deadline: 'scadenza {when}',
  deadlineShort: '{when}',
  queue: {
    title: 'Richieste darwin', status: 'Stato', org: 'Organizzazione che inizia con', regcode: 'Codice fiscale / partita IVA',
    daysLeft: 'Scadenza', request: 'Richiesta', reference: 'Contatto di riferimento', assignedTo: 'Incaricato', created: 'Aperta il',
    onlyAssigned: 'Sono elencate solo le richieste in carico all’utente connesso, assegnate da un amministratore.', assignation: 'Incarico',
    expiringTitle: 'In scadenza entro {days} giorni', within: 'Entro', days: '{n} giorni | {n} giorno | {n} giorni',
    expiringNone: 'Nessuna richiesta scade in questo periodo.', expiringMore: 'e altre {n}, nell’elenco qui sotto', unassigned: 'nessuno',
  },
  assignation: { all: 'Tutte', assigned: 'Con incaricato', unassigned: 'Senza incaricato', assignedToMe: 'In carico a me' },
  assign: {
    title: 'Incarico', assignedTo: 'In carico {a}', nobody: 'Nessuno ha ancora preso in carico questa richiesta.', take: 'Prendi in carico',
    release: 'Lascia', toUser: 'Assegna a', chooseUser: 'Scegliere un utente', assign: 'Assegna', taken: 'Richiesta presa in carico.',
    released: 'Richiesta lasciata: ora non è in carico a nessuno.', assigned: 'La richiesta è in carico {a} {user}.',
  },
  anomalies: {
    title: 'Anomalie', none: 'Il registro non segnala anomalie.', unknown: 'Codice senza un significato noto',
    contacts: 'contatti {contacts}', general: 'tutta la richiesta',
  },
  fields: {
    name: 'Nome', org: 'Organizzazione', regcode: 'Codice fiscale / partita IVA', address: 'Indirizzo', nationality: 'Nazionalità',
    email: 'E-mail', streets: 'Via', city: 'Città', postalCode: 'CAP', state: 'Provincia', country: 'Paese',
    voice: 'Telefono', fax: 'Fax', consentForPublish: 'Acconsente alla pubblicazione dei dati',
  },
  contacts: {
    title: 'Contatti', locked: 'La richiesta è in mano al registro: ora le azioni non si possono cambiare.', handle: 'Contatto',
    status: 'Stato', action: 'Azione', reference: 'riferimento', actionOf: 'Azione per {handle}', forAll: 'Tutti i contatti:',
    chooseAction: 'Scegliere un’azione', applyAll: 'Applica a tutti',
    help: 'Da aggiornare: i dati si correggono con un aggiornamento. Sospendi: i domini collegati vanno in serverHold. Cancella: il contatto è cancellato con i suoi domini.',
  },
  contactStatus: { submitted: 'Inviato', rejected: 'Respinto', locked: 'Bloccato', processed: 'Elaborato' },
  action: { todo: 'Da aggiornare', hold: 'Sospendi', delete: 'Cancella' },
  domains: { title: 'Domini', none: 'Nessun dominio.', domain: 'Dominio', contact: 'Contatto', status: 'Stato' },
  domainStatus: { locked: 'Bloccato', incompatible: 'Incompatibile (non più registrato)', rejected: 'Respinto', processed: 'Elaborato' },
  checklist: {
    title: 'Documenti richiesti', none: 'Il registro non chiede documenti.', through: 'caricato come {type}', uploaded: 'caricato',
    missing: 'mancante',
  },
  docType: {
    IC: 'Carta d’identità', PASS: 'Passaporto', FC: 'Codice fiscale', CHAMBER: 'Visura camerale', DEED: 'Atto costitutivo',
    CERT: 'Certificato di attribuzione della partita IVA', OTHER: 'Altro',
  },
  upload: {
    title: 'Carica un documento', drop: 'Trascinare qui un PDF o un JPEG, oppure', pick: 'scegliere un file…',
    rules: 'Solo PDF o JPEG, al massimo {limit}.', type: 'Tipo di documento', note: 'Nota (facoltativa)', send: 'Carica',
    progress: 'Avanzamento del caricamento', done: '{name} è caricato.', limitNow: 'Il registro accetta al massimo {limit}.',
    problems: {
      empty_file: 'Il file è vuoto.',
      unsupported_file_type: 'Si accettano solo file PDF e JPEG.',
      file_content_mismatch: 'Il contenuto del file non è un PDF né un JPEG (il nome o il tipo dicono altro).',
      file_too_large: 'Il file è di {size}: supera il limite di {limit} che il registro accetta. Ridurlo (ad esempio con una scansione a risoluzione minore) e riprovare.',
    },
  },
  documents: {
    title: 'Documenti', none: 'Nessun documento caricato.', type: 'Tipo', file: 'File', size: 'Dimensione', uploaded: 'Caricato il',
    actions: 'Azioni', confirmDelete: 'Eliminare {name}?', preview: 'Anteprima', download: 'Scarica…',
    locked: 'La richiesta è in mano al registro: ora non si possono aggiungere né eliminare documenti.', previewOf: 'Anteprima di {name}',
    gone: 'Questo documento non c’è più: l’elenco è stato aggiornato.',
  },
  update: {
    title: 'Aggiornamento dei dati del contatto', current: 'Aggiornamento attuale del {date}', none: 'Nessun aggiornamento inviato.',
    open: 'Prepara un aggiornamento del contatto di riferimento',
    intro: 'Precompilato con i dati che il registro conserva. Tipo di soggetto: {entityType}; nazionalità {nationality} (non modificabili).',
    streetLine: 'Riga {n}', removeStreet: 'Elimina la riga {n}', addStreet: 'Aggiungi una riga', message: 'Messaggio per il registro',
    messageMissing: 'Scrivere un messaggio per il registro.', checking: 'Il registro sta verificando i dati…',
    accepted: 'Il registro accetta questi dati.', send: 'Invia l’aggiornamento',
    problems: {
      required: 'Campo obbligatorio.', street: 'Una riga dell’indirizzo non può essere vuota.', streetCount: 'Da una a tre righe di indirizzo.',
      tooLong: 'Troppo lungo.', invalid: 'Valore non valido.', country: 'Il paese non si può cambiare.', readOnly: 'Questo valore non si può cambiare.',
      regcodePerson: 'Non è un codice fiscale personale valido (carattere di controllo compreso).', regcodeVat: 'Non è una partita IVA valida.',
      regcodeFiscal: 'Non è un codice fiscale valido (11 cifre o 16 caratteri).',
      orgEqualsName: 'Per una persona fisica l’organizzazione deve coincidere con il nome.', postalCode: 'Un CAP italiano ha cinque cifre.',
      province: 'Indicare la sigla della provincia, ad esempio RM.', phone: 'Scriverlo nel formato +PP.NUMERO, ad esempio +39.0612345678.',
      email: 'Non è un indirizzo e-mail valido.', consent: 'Solo una persona fisica può negare la pubblicazione.',
    },
  },
  entityType: {
    1: 'persona fisica', 2: 'società', 3: 'libero professionista', 4: 'ente non profit', 5: 'ente pubblico',
    6: 'altro soggetto', 7: 'soggetto straniero',
  },
  process: {
    title: 'Consegna al registro', done: 'La richiesta è al registro. Nuovo stato:',
    ready: 'C’è tutto il necessario: la richiesta si può consegnare al registro.',
    notReady: 'Non ancora pronta per il registro:', button: 'Consegna al registro',
    closed: 'La richiesta non è in mano al registrar.', refused: 'Il registro rifiuta la richiesta così com’è:',
    missingDocuments: 'Documenti richiesti non caricati: {types}.',
    missingUpdate: 'I contatti con azione «Da aggiornare» e con anomalie richiedono un aggiornamento dei dati (o l’azione «Sospendi» o «Cancella»): {contacts}.',
  },
  timeline: { title: 'Cronologia', none: 'Nessun evento.', registry: 'Registro' },
  event: {
    submitted: 'Aperta dal registro', rejected: 'Respinta dal registro', toPending: 'Rimandata al registrar',
    registrarUpdated: 'Aggiornamento inviato', registrarUpdateRejected: 'Aggiornamento respinto', registrarUpdateApproved: 'Aggiornamento approvato',
    toProcessing: 'Consegnata al registro', expired: 'Scaduta', completed: 'Completata', expiredCompleted: 'Scadenza completata',
    updatedRequiredDocuments: 'Documenti modificati', cancelled: 'Annullata', cancelledCompleted: 'Annullamento completato',
    registryUpdated: 'Modificata dal registro', registrarUserAssignation: 'Incarico assegnato', registrarUserRelease: 'Incarico lasciato',
    registryUserAssignation: 'Presa in carico da un operatore del registro', registryUserRelease: 'Lasciata dall’operatore del registro',
  },
  /**
   * Le frasi del registro sugli eventi che contengono dati (contract/darwin-event-messages.ts).
   * {a} e {aPrevious}: «a» o «ad» davanti al nome che segue (preposition.ts).
   */
  eventMessage: {
    requiredDocuments: 'Documenti richiesti: {documentTypes}.', assigned: 'In carico {a} {user}.',
    reassigned: 'In carico {a} {user} (prima {aPrevious} {previous}).', released: 'Era in carico {a} {user}.',
    uploaded: 'Caricato: {documentType}, {fileName}.', deleted: 'Eliminato: {documentType}, {fileName}.',
    operatorTook: 'Operatore del registro: {user}.', operatorReleased: 'Operatore del registro: {user}.',
  },
  request: { title: 'Richiesta darwin n. {id}', reference: 'Contatto di riferimento', statusDate: 'In questo stato dal' },
  errors: {
    already_assigned: 'Un altro utente ha appena preso in carico questa richiesta. La pagina ora mostra l’incaricato.',
    not_assigned: 'La richiesta non è più in carico a nessuno: non c’è nulla da lasciare.',
    request_status_incompatible: 'Lo stato della richiesta non lo permette più (potrebbe essere andata avanti): la pagina ora ne mostra lo stato.',
    conflict: 'La richiesta è cambiata nel frattempo: la pagina ora la mostra com’è.',
    required_documents_missing: 'Mancano documenti richiesti.',
    contact_update_missing: 'Manca un aggiornamento dei dati del contatto.',
    file_too_large: 'Il registro ha rifiutato il file: è troppo grande.',
    unsupported_file_type: 'Si accettano solo file PDF e JPEG.',
    file_content_mismatch: 'Il contenuto del file non corrisponde al suo tipo.',
    empty_file: 'Il file è vuoto.',
    unknown_request: 'Questa richiesta non è accessibile all’utente connesso.',
    user_not_assignable: 'Questo utente non può essere l’incaricato.',
    country_not_changeable: 'Il paese non si può cambiare.',
    read_only_field: 'È stato cambiato un valore di sola lettura.',
    not_found: 'Questa richiesta non esiste o non è in carico all’utente connesso.',
  },
  // What each list of the darwin screens says when it has nothing to show, and how it counts its rows.
  lists: {
    queue: {
      empty: 'Nessuna richiesta darwin. Le nuove richieste compaiono qui quando il registro le apre.',
      rowCount: '{n} richieste | {n} richiesta | {n} richieste',
      emptyFiltered: 'Nessuna richiesta corrisponde a questi filtri. Azzerare i filtri per vedere tutte le richieste.',
    },
    documentsHint: 'Caricare qui sotto i documenti che il registro chiede.',
    eventsHint: 'Gli eventi compaiono qui man mano che la richiesta procede.',
  },
}
