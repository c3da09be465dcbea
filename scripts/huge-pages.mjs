// The environment under which `npm run seed:scale` runs its generator (docs/performance.md,
// "Seventh wave: huge pages for malloc"). The generator touches a couple of gigabytes of fresh
// memory (SQLite's page caches and sorters in three threads); at 4 KB a page that was
// 480,000-660,000 page faults on 1M payments, each costly on a virtual machine. glibc's
// `glibc.malloc.hugetlb=1` has malloc ask for transparent huge pages (2 MB) on the memory it takes
// from the system: 270,000-300,000 faults, and 1M payments in 22.7-24.1 s against 24.2-29.1 s in
// four alternated pairs. A tunable is read when the process starts, so the script starts the
// generator again with it (this module says when).

const TUNABLE = 'glibc.malloc.hugetlb'

/**
 * The environment to start the generator again with, or undefined to run it as it is: on Linux
 * only (glibc reads GLIBC_TUNABLES; musl and the other systems do not), and not when the tunable
 * is already named there (set by the first start, or chosen by whoever runs it).
 * @param {NodeJS.ProcessEnv} env
 * @param {NodeJS.Platform} platform
 * @returns {NodeJS.ProcessEnv | undefined}
 */
export function hugePageEnv(env, platform) {
  if (platform !== 'linux') return undefined
  const tunables = env.GLIBC_TUNABLES ?? ''
  if (tunables.split(':').some((t) => t.split('=')[0] === TUNABLE)) return undefined
  return { ...env, GLIBC_TUNABLES: tunables === '' ? `${TUNABLE}=1` : `${tunables}:${TUNABLE}=1` }
}
