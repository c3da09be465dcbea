// npm run by the Node that runs this process (its npm-cli.js, started with process.execPath): the
// npm of that Node, and no shell, which `npm` needs on Windows (there it is a .cmd script).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** The npm-cli.js of this Node: the one `npm run` started us with, else the one installed beside Node. */
function npmCli(env = process.env, execPath = process.execPath) {
  const bin = path.dirname(execPath)
  const candidates = [
    env.npm_execpath,
    // Windows: node.exe and node_modules/ in one folder.
    path.join(bin, 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    // Linux and macOS: bin/node and lib/node_modules/.
    path.join(bin, '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ]
  // npm_execpath may name another package manager (pnpm, yarn) running the script.
  const found = candidates.find((file) => file && path.basename(file) === 'npm-cli.js' && existsSync(file))
  if (!found) throw new Error(`npm was not found beside ${execPath}`)
  return found
}

/** Runs `npm …args` in `cwd`; returns its standard output, or throws with its exit status (its messages go to our stderr). */
export function runNpm(args, cwd) {
  const result = spawnSync(process.execPath, [npmCli(), ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.status ?? result.signal ?? result.error?.message})`)
  return result.stdout
}
