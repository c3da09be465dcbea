// Types for scripts/rebuild-electron-sqlite.mjs (tests import it).
import type { WantedBuild } from './desktop-native.mjs'

export declare const NODE_BUILD_SETTINGS: RegExp
export declare function dropNodeBuildSettings<E extends Record<string, string | undefined>>(env: E): Partial<E>
export declare function prepareWorkFolder(work: string, wanted: WantedBuild, root?: string): string
export declare function main(argv?: string[]): Promise<number>
