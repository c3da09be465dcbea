/**
 * build/sandbox/Dockerfile, which cannot be built here (no Docker; CI builds and runs it,
 * scripts/sandbox-image-smoke.mjs): it agrees with what the pack script makes (the tarball's name,
 * the package's command), with the port and data folder it announces, and with the workflows
 * that build it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { parseServeArgs } from '../../../local-server/cli.js'
import { SANDBOX_BIN, SANDBOX_PACKAGE, sandboxTarballName } from '../../../scripts/pack-sandbox.mjs'
import { IMAGE_PORT } from '../../../scripts/sandbox-image-smoke.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const DOCKERFILE = 'build/sandbox/Dockerfile'
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version

interface Instruction {
  keyword: string
  args: string
}

/** The Dockerfile's instructions, continuation lines joined, comments left out; split into stages at each FROM. */
function stagesOf(text: string): Instruction[][] {
  const logical = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))
  const stages: Instruction[][] = [[]]
  for (const line of logical) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line)!
    if (keyword!.toUpperCase() === 'FROM') stages.push([])
    stages.at(-1)!.push({ keyword: keyword!.toUpperCase(), args: args!.trim() })
  }
  return stages
}

const stages = stagesOf(readFileSync(path.join(root, DOCKERFILE), 'utf8'))
const [globalArgs, installStage, runtimeStage] = [stages[0]!, stages[1]!, stages.at(-1)!]
const all = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args)
const one = (stage: Instruction[], keyword: string) => {
  const found = all(stage, keyword)
  expect(found, keyword).toHaveLength(1)
  return found[0]!
}

/** Whether .dockerignore-style lines (`*`, `!pattern`) send `file` to the builder: the last matching line decides. */
function sent(ignoreLines: string[], file: string): boolean {
  let included = true
  for (const line of ignoreLines) {
    const negated = line.startsWith('!')
    const pattern = new RegExp(`^${(negated ? line.slice(1) : line).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/.*)?$`)
    if (pattern.test(file)) included = negated
  }
  return included
}

describe('the sandbox image (build/sandbox/Dockerfile)', () => {
  it('has two stages from one Node 22 slim image: one installs, the other runs', () => {
    expect(stages).toHaveLength(3)
    expect(all(globalArgs, 'ARG')).toEqual(['NODE_IMAGE=node:22-bookworm-slim'])
    expect(one(installStage, 'FROM')).toBe('${NODE_IMAGE} AS install')
    expect(one(runtimeStage, 'FROM')).toBe('${NODE_IMAGE}')
  })

  it('installs the tarball that `npm run pack:sandbox` writes, by its version, from a context that holds only it', () => {
    expect(all(installStage, 'ARG')).toContain('SANDBOX_VERSION')
    const [source, target] = one(installStage, 'COPY').split(/\s+/)
    expect(source!.replace('${SANDBOX_VERSION}', version)).toBe(sandboxTarballName(version))
    const install = all(installStage, 'RUN').at(-1)!
    expect(install.startsWith(`npm install --prefix /opt/${SANDBOX_PACKAGE} `)).toBe(true)
    expect(install.endsWith(` ${target}`)).toBe(true)
    const ignore = readFileSync(path.join(root, `${DOCKERFILE}.dockerignore`), 'utf8').split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
    expect(sent(ignore, sandboxTarballName(version))).toBe(true)
    for (const other of ['web/index.html', 'server/cli.cjs', 'sandbox-package/package.json']) expect(sent(ignore, other), other).toBe(false)
  })

  it("runs the package's command on every interface, on the port it exposes and checks, with its data in the volume, for any Host", () => {
    expect(all(runtimeStage, 'COPY')).toEqual([`--from=install /opt/${SANDBOX_PACKAGE} /opt/${SANDBOX_PACKAGE}`])
    const [node, bin, ...flags] = JSON.parse(one(runtimeStage, 'ENTRYPOINT')) as string[]
    expect(node).toBe('node')
    expect(bin).toBe(`/opt/${SANDBOX_PACKAGE}/node_modules/${SANDBOX_PACKAGE}/${SANDBOX_BIN}`)
    const options = parseServeArgs(flags)
    // Reached by a service name or through a mapped port: no Host is its own loopback name and port.
    expect(options).toEqual({ host: '0.0.0.0', port: IMAGE_PORT, dataDir: '/data', allowedHosts: ['*'] })
    expect(one(runtimeStage, 'VOLUME')).toBe(options.dataDir)
    expect(one(runtimeStage, 'EXPOSE')).toBe(String(IMAGE_PORT))
    expect(one(runtimeStage, 'HEALTHCHECK')).toContain(`'http://127.0.0.1:${IMAGE_PORT}/health'`)
  })

  it('runs as the unprivileged node user, who owns the data folder, without the compilers of the install stage', () => {
    expect(all(runtimeStage, 'USER')).toEqual(['node'])
    expect(all(runtimeStage, 'RUN')).toEqual(['mkdir /data && chown node:node /data'])
    expect(all(installStage, 'RUN').join(' ')).toContain('g++')
  })

  it('is what the workflows build, then smoke-run (CI) or push after the smoke run (release)', () => {
    for (const file of ['ci.yml', 'release.yml']) {
      const workflow = parse(readFileSync(path.join(root, '.github', 'workflows', file), 'utf8')) as { jobs: Record<string, { steps?: { uses?: string; run?: string; with?: Record<string, string> }[] }> }
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])
      const builds = steps.filter((s) => s.uses?.startsWith('docker/build-push-action@'))
      expect(builds.length, file).toBeGreaterThan(0)
      for (const build of builds) {
        expect(build.with).toMatchObject({ file: DOCKERFILE, context: 'out' })
        expect(build.with!['build-args']).toMatch(/^SANDBOX_VERSION=/)
      }
      expect(steps.some((s) => s.run?.includes('npm run smoke:sandbox-image')), file).toBe(true)
      expect(steps.some((s) => s.run?.includes('npm run pack:sandbox')), file).toBe(true)
    }
  })
})
