import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createCall } from './api/call'
import { takeGatewaySession } from './api/gateway-session'
import { createPdfServiceAhead, PdfServiceAheadKey } from './components/pdf/pdf-ahead'
import { whenIdle } from './composables/when-idle'
import { createHttp } from './api/http'
import { CallKey, HttpKey } from './api/inject'
import { useSessionStore } from './features/auth/store'
import { useGatewayStore } from './features/gateway/store'
import { watchGatewayAnswers } from './features/gateway/watch-answers'
import { createAppI18n, initialLocale, loadFeatureMessages } from './i18n'
import { PlatformKey } from './platform'
import { choosePlatform } from './platform/choose'
import { createAppRouter } from './router'
import { ScreenLoadsKey, watchScreenLoads } from './shell/screen-loads'
import { createResetPlugin } from './stores-reset'
import './styles/base.css'

// One place wires the app: the platform, the API caller, the stores, the router and i18n.
async function start(): Promise<void> {
  // Live mode's sign-in link opened this page with the gateway's session in the address: kept for
  // this tab and out of the address before anything else reads it (the router would take it for a screen).
  takeGatewaySession()
  const app = createApp(App)
  const locale = initialLocale(localStorage.getItem('registrar-desk.locale'), navigator.languages)
  document.documentElement.lang = locale
  const i18n = createAppI18n(locale)
  app.use(i18n)
  // The features' messages load beside the first screen; any other screen waits for them (router).
  const messages = loadFeatureMessages(i18n)

  const resets = createResetPlugin()
  const pinia = createPinia()
  pinia.use(resets.plugin)
  app.use(pinia)

  let onUnauthorized = () => {}
  const http = createHttp({ token: () => session.token ?? undefined, onUnauthorized: () => onUnauthorized() })
  app.provide(CallKey, createCall(http))
  app.provide(HttpKey, http)
  app.provide(PlatformKey, choosePlatform())
  const pdfAhead = createPdfServiceAhead()
  app.provide(PdfServiceAheadKey, pdfAhead)

  const session = useSessionStore(pinia)
  const gateway = useGatewayStore(pinia)
  watchGatewayAnswers(http, () => gateway)
  // Every store but the session starts clean for the next user.
  session.$onAction(({ name, after }) => {
    if (name === 'signOut' || name === 'expire') after(() => resets.resetAll())
  })

  // Which registry is behind this origin decides how one signs in (and whether darwin exists).
  await gateway.refresh()
  if (gateway.live && !session.signedIn) await session.connectGateway().catch(() => undefined)

  const router = createAppRouter({
    signedIn: () => session.signedIn,
    can: (groups) => session.can(groups),
    darwinAvailable: () => gateway.darwinAvailable,
    live: () => gateway.live,
    messages: () => messages,
  })
  // An ended session returns to sign-in, and then to where the user was.
  onUnauthorized = () => {
    if (!session.signedIn) return
    session.expire()
    const here = router.currentRoute.value
    if (!here.meta.public) void router.replace({ name: 'sign-in', query: { redirect: here.fullPath } })
  }
  // A screen whose code does not arrive (the app updated meanwhile) is said by the shell, with a reload.
  app.provide(ScreenLoadsKey, watchScreenLoads(router))
  app.use(router)
  app.mount('#app')
  // Someone is about to sign in: while they type, the PDF service is made and warmed up and the
  // invoice screen's code loads (sign-in-ahead.ts), for the signed-in frame to take. An invoice
  // opened right after signing in (a link to it lands on the sign-in screen first) then draws its
  // PDF without waiting for any of that, most of a first PDF's time (`npm run bench`'s screens).
  // Not once signed in: the frame has made its own service by then.
  const prepare = (ahead: typeof import('./sign-in-ahead')) => (session.signedIn ? undefined : ahead.prepareFirstInvoice(router, pdfAhead))
  if (!session.signedIn) whenIdle(() => void import('./sign-in-ahead').then(prepare).catch(() => undefined))
}

void start()
