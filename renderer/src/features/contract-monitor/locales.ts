// `{op}` is an operation as the spec writes it (`GET /v1/payments`); `{values}` statuses or media types.
export const contractMonitorLocales = {
  it: {
    contractMonitor: {
      title: 'Differenze dalla specifica',
      intro: 'In modalità reale ogni risposta del registro è confrontata con la specifica dell’API: qui le differenze trovate, per operazione.',
      empty: 'Nessuna differenza: le risposte del registro registrate finora corrispondono alla specifica.',
      checked: '{withFindings} risposte con differenze su {checked} controllate · dal {first} al {last}',
      sentence: {
        unknown_field: 'Il registro ha risposto con {n} campo che la specifica non prevede su {op} | Il registro ha risposto con {n} campi che la specifica non prevede su {op}',
        missing_field: 'Il registro ha omesso {n} campo che la specifica rende obbligatorio su {op} | Il registro ha omesso {n} campi che la specifica rende obbligatori su {op}',
        wrong_type: 'Il registro ha risposto con {n} campo di tipo diverso dalla specifica su {op} | Il registro ha risposto con {n} campi di tipo diverso dalla specifica su {op}',
        invalid_value: 'Il registro ha risposto con {n} campo con un valore fuori dalla specifica su {op} | Il registro ha risposto con {n} campi con valori fuori dalla specifica su {op}',
        undocumented_status: 'Il registro ha risposto con lo stato {values}, che la specifica non prevede, su {op} | Il registro ha risposto con gli stati {values}, che la specifica non prevede, su {op}',
        wrong_media_type: 'Il registro ha risposto con {values} dove la specifica prevede JSON su {op}',
        invalid_json: 'Il registro ha risposto con JSON non leggibile su {op} ({n} volta) | Il registro ha risposto con JSON non leggibile su {op} ({n} volte)',
      },
      fieldsLabel: 'Campi',
      record: {
        title: 'Confronto con la specifica',
        none: 'La risposta del registro corrisponde alla specifica.',
        finding: {
          unknown_field: 'Campo non previsto dalla specifica: {path} ({actual})',
          missing_field: 'Campo obbligatorio mancante: {path}',
          wrong_type: 'Tipo diverso: {path} è {actual}, la specifica prevede {expected}',
          invalid_value: 'Valore fuori dalla specifica: {path} = {actual} (regola: {expected})',
          undocumented_status: 'Stato {actual} non previsto dalla specifica (prevede {expected})',
          wrong_media_type: 'Risposta in {actual}, la specifica prevede {expected}',
          invalid_json: 'Risposta non leggibile come JSON: {actual}',
        },
        wholeBody: 'l’intera risposta',
        note: {
          body_over_cap: 'La risposta è più grande di quanto il confronto legge: sono stati confrontati solo lo stato e il tipo di contenuto.',
          findings_left_out: 'Sono state trovate altre differenze oltre a quelle elencate.',
          not_checked: 'Non è stato possibile confrontare questa risposta con la specifica.',
        },
      },
    },
  },
  en: {
    contractMonitor: {
      title: 'Differences from the spec',
      intro: 'In live mode every answer of the registry is compared with the API’s spec: here are the differences found, by operation.',
      empty: 'No differences: the registry’s answers logged so far match the spec.',
      checked: '{withFindings} answers with differences out of {checked} checked · from {first} to {last}',
      sentence: {
        unknown_field: 'The registry answered {n} field the spec does not show on {op} | The registry answered {n} fields the spec does not show on {op}',
        missing_field: 'The registry left out {n} field the spec requires on {op} | The registry left out {n} fields the spec requires on {op}',
        wrong_type: 'The registry answered {n} field of another type than the spec shows on {op} | The registry answered {n} fields of another type than the spec shows on {op}',
        invalid_value: 'The registry answered {n} field with a value outside the spec on {op} | The registry answered {n} fields with values outside the spec on {op}',
        undocumented_status: 'The registry answered status {values}, which the spec does not list, on {op} | The registry answered statuses {values}, which the spec does not list, on {op}',
        wrong_media_type: 'The registry answered {values} where the spec shows JSON on {op}',
        invalid_json: 'The registry answered JSON that does not parse on {op} ({n} time) | The registry answered JSON that does not parse on {op} ({n} times)',
      },
      fieldsLabel: 'Fields',
      record: {
        title: 'Compared with the spec',
        none: 'The registry’s answer matches the spec.',
        finding: {
          unknown_field: 'Field the spec does not show: {path} ({actual})',
          missing_field: 'Required field missing: {path}',
          wrong_type: 'Another type: {path} is {actual}, the spec shows {expected}',
          invalid_value: 'Value outside the spec: {path} = {actual} (rule: {expected})',
          undocumented_status: 'Status {actual}, which the spec does not list (it lists {expected})',
          wrong_media_type: 'Answered in {actual}, the spec shows {expected}',
          invalid_json: 'Not readable as JSON: {actual}',
        },
        wholeBody: 'the whole answer',
        note: {
          body_over_cap: 'The answer is larger than the comparison reads: only its status and media type were compared.',
          findings_left_out: 'More differences were found than are listed.',
          not_checked: 'This answer could not be compared with the spec.',
        },
      },
    },
  },
}
