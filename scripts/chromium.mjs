// Debian's Chromium as the browser tests, the benchmark's screens and the screenshot tools start it:
// one list of switches, so that they all measure and look at the same browser.

/** Debian's Chromium (apt-get install -y chromium), or CHROMIUM_PATH. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = Object.freeze([
  // Run as root in a container: Chromium's own sandbox needs user namespaces the VM does not give.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Headless Chromium is the whole desktop browser: every new window (each test's browser context)
  // loads the address bar's suggestion popup, a page of its own (chrome://omnibox-popup.top-chrome)
  // in a renderer of its own, whether or not anyone types in an address bar. In traces of the
  // benchmark's first invoice open on one core that renderer took 90-130 ms of CPU inside the
  // open's window (its median 560 -> 410 ms without it). The app's Electron window has no address
  // bar: what is measured and tested is the app's page alone.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
])
