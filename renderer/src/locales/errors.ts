/**
 * A sentence in each language for the codes of the API's one list (contract/errors.ts) that the
 * sign-in screen can show: the general ones, the sign-in's own and the local server's. Shown as
 * `t('errors.' + code)` in place of the server's English detail. Every other code's sentences
 * (`screen-errors.ts`) load with the features' messages, after the first screen, so that the
 * sign-in screen's JavaScript stays small; together the two cover every code of the list (each
 * typed by its part of it, so a new code without its two sentences does not compile, and
 * tests/unit/renderer/error-messages.test.ts fails). The renderer's own codes (`unreachable`,
 * `unexpected`, `http_<status>`) are in it.json and en.json.
 */
import type { ErrorCode } from '@contract/errors'

/** The codes the sign-in screen can show: any operation's general ones, the sign-in's, the local server's. */
export type SignInErrorCode = Extract<
  ErrorCode,
  'invalid_parameter' | 'duplicate_host' | 'duplicate_authorization' | 'invalid_body' | 'payload_too_large' | 'unsupported_media_type' | 'uri_too_long' | 'unauthenticated' | 'invalid_token' | 'insufficient_scope' | 'forbidden_group' | 'not_found' | 'method_not_allowed' | 'bad_request' | 'request_timeout' | 'request_too_large' | 'internal_error' | 'invalid_request' | 'invalid_grant' | 'invalid_scope' | 'unsupported_grant_type' | 'invalid_client' | 'slow_down' | 'api_key_required' | 'origin_not_allowed' | 'host_not_allowed' | 'registry_offline' | 'fault_injected' | 'upstream_unreachable' | 'upstream_outcome_unknown' | 'upstream_failed' | 'upstream_authentication_failed'
>

type ErrorMessages = Readonly<Record<SignInErrorCode, string>>

const it: ErrorMessages = {
  invalid_parameter: 'Un parametro inviato non è valido.',
  duplicate_host: 'I dati inviati contengono più intestazioni Host.',
  duplicate_authorization: 'I dati inviati contengono più intestazioni Authorization.',
  invalid_body: 'Dati non validi.',
  payload_too_large: 'I dati inviati sono troppo grandi.',
  unsupported_media_type: 'Formato non supportato.',
  uri_too_long: 'Un identificativo inviato è troppo lungo.',
  unauthenticated: 'Accedere per continuare.',
  invalid_token: 'La sessione è scaduta: accedere di nuovo.',
  insufficient_scope: 'L’ambito della sessione non consente questa operazione.',
  forbidden_group: 'Il gruppo dell’utente non consente questa operazione.',
  not_found: 'Elemento non trovato.',
  method_not_allowed: 'Operazione non disponibile.',
  bad_request: 'Il registro non ha potuto leggere i dati inviati.',
  request_timeout: 'I dati non sono arrivati in tempo: riprovare.',
  request_too_large: 'I dati inviati sono troppo grandi.',
  internal_error: 'Errore del registro. Riprovare più tardi.',
  invalid_request: 'Dati di accesso incompleti.',
  invalid_grant: 'Nome utente o password errati.',
  invalid_scope: 'Ambito non valido.',
  unsupported_grant_type: 'Tipo di accesso non supportato.',
  invalid_client: 'Applicazione non riconosciuta dal registro.',
  slow_down: 'Troppi accessi non riusciti: attendere qualche istante e riprovare.',
  api_key_required: 'Chiave API locale mancante o errata.',
  origin_not_allowed: 'Le pagine di altre origini non possono usare questo server locale.',
  host_not_allowed: 'Il server locale risponde solo al proprio indirizzo.',
  registry_offline: 'Il registro non è raggiungibile: non è stato inviato nulla. Riprovare quando la connessione torna.',
  fault_injected: 'Risposta simulata da una regola di guasto del server locale: il registro non è stato interpellato.',
  upstream_unreachable: 'Il registro non è raggiungibile e questi dati non sono mai stati letti prima.',
  upstream_outcome_unknown: 'Il registro non ha risposto in tempo: l’operazione potrebbe essere stata eseguita. Verificarne l’esito prima di riprovare.',
  upstream_failed: 'Il registro non ha dato una risposta utilizzabile.',
  upstream_authentication_failed: 'Il registro ha rifiutato le credenziali: controllare il token o l’utente nelle impostazioni.',
}

const en: ErrorMessages = {
  invalid_parameter: 'A parameter sent is not valid.',
  duplicate_host: 'The data sent have more than one Host header.',
  duplicate_authorization: 'The data sent have more than one Authorization header.',
  invalid_body: 'Invalid data.',
  payload_too_large: 'The data sent are too large.',
  unsupported_media_type: 'Unsupported format.',
  uri_too_long: 'An identifier sent is too long.',
  unauthenticated: 'Sign in to continue.',
  invalid_token: 'Your session has expired: sign in again.',
  insufficient_scope: 'The scope of the session does not allow this operation.',
  forbidden_group: 'The user’s group does not allow this operation.',
  not_found: 'Not found.',
  method_not_allowed: 'This operation is not available.',
  bad_request: 'The registry could not read the data sent.',
  request_timeout: 'The data did not arrive in time: try again.',
  request_too_large: 'The data sent are too large.',
  internal_error: 'The registry failed. Try again later.',
  invalid_request: 'The sign-in data are incomplete.',
  invalid_grant: 'Wrong username or password.',
  invalid_scope: 'Invalid scope.',
  unsupported_grant_type: 'This kind of sign-in is not supported.',
  invalid_client: 'The registry does not know this application.',
  slow_down: 'Too many failed sign-ins: wait a moment and try again.',
  api_key_required: 'The local API key is missing or wrong.',
  origin_not_allowed: 'Pages of other origins may not use this local server.',
  host_not_allowed: 'The local server answers only to its own address.',
  registry_offline: 'The registry cannot be reached: nothing was sent. Try again when the connection is back.',
  fault_injected: 'An answer simulated by a fault rule of the local server: the registry was not asked.',
  upstream_unreachable: 'The registry cannot be reached, and these data were never read before.',
  upstream_outcome_unknown: 'The registry did not answer in time: the operation may have been carried out. Check its outcome before trying again.',
  upstream_failed: 'The registry gave no usable answer.',
  upstream_authentication_failed: 'The registry refused the credentials: check the token or the user in the settings.',
}

export const errorLocales = { it: { errors: it }, en: { errors: en } }
