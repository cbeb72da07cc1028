import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the build tests share their builds for one run (tests/build/support/build-app.ts). */
    buildCacheDir: string
  }
}

/** One temporary folder per Vitest run for the builds the build tests share; removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ftd-builds-'))
  project.provide('buildCacheDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
