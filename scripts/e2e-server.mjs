// Starts `serve` for the browser tests on a new data folder, removed first so every run starts
// from the demo data set.
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'

// The DNS check asks nameservers on `dnsPort`, where the DNS check's spec starts its own on
// loopback addresses (tests/helpers/dns-server.ts). The request log is on, as in the desktop app:
// the Requests screen's spec reads it.
const [port = '8797', data = '.e2e-data', dnsPort = String(Number(port) + 10000)] = process.argv.slice(2)
rmSync(data, { recursive: true, force: true })
const child = spawn(process.execPath, ['scripts/serve.cjs', '--port', port, '--data', data, '--max-upload-mb', '1', '--dns-port', dnsPort, '--request-log'], {
  stdio: 'inherit',
})
const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  rmSync(data, { recursive: true, force: true })
  process.exit(code ?? 0)
})
