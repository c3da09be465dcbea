/**
 * The API reference page (`/docs`, renderer/docs.html): Swagger UI over `/openapi.json`, from
 * the swagger-ui-dist package bundled with the build (no CDN, nothing fetched elsewhere), under
 * its own strict policy (local-server/csp.ts). Anyone may read it; "try it" calls the same origin
 * with the session the app's screen sends (session-message.ts: the sandbox's token, live mode's
 * gateway session), or with none when opened on its own.
 */
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'
import './reference.css'
import { keepAccessible } from './accessibility'
import type { SessionMessage } from '../session-message'
import { sessionFrom, withSession } from './session-token'

function startReference(page: Window, root: HTMLElement): void {
  let session: SessionMessage | undefined
  page.addEventListener('message', (event) => {
    // Only the app's own screen framing this page may hand it a session.
    session = sessionFrom(event, page) ?? session
  })
  SwaggerUIBundle({
    url: new URL('openapi.json', page.location.origin).href,
    domNode: root,
    presets: [SwaggerUIBundle.presets.apis],
    // No top bar: it would let anyone load another document into this origin's page.
    layout: 'BaseLayout',
    // Inside the app's frame, a hash per operation would pile up in the window's history.
    deepLinking: false,
    // The default validator is swagger.io's: the document is checked by the tests instead.
    validatorUrl: null,
    queryConfigEnabled: false,
    tryItOutEnabled: false,
    displayRequestDuration: true,
    docExpansion: 'list',
    // No list of schemas at the end: each operation shows its own.
    defaultModelsExpandDepth: -1,
    // Its themes colour strings below 4.5:1 against their dark background; plain text reads well.
    syntaxHighlight: { activated: false },
    requestInterceptor: (request) => (request.loadSpec ? request : withSession(request, session)),
  })
  keepAccessible(root)
}

const root = document.getElementById('swagger-ui')
if (root) startReference(window, root)
