import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const vite = join(root, 'node_modules/.bin/vite')

/** The API address of the real-API build the tests read. */
export const REAL_API_URL = 'https://api.first-thousand-days.test/v1'
/** A build-time secret in the environment of every build: it must never reach a bundle (tests/build/security.test.ts). */
export const BUILD_CANARY = { name: 'API_SECRET_TOKEN', value: 'canary-6b1f0d2e9a7c4c13b8e2' } as const

export type BuildMode = 'mock' | 'real-api'

function buildEnv(mode: BuildMode): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_API_BASE_URL: mode === 'real-api' ? REAL_API_URL : '',
    // NODE_ENV is "test" under Vitest, which would bundle React's development build: the tests are about what ships.
    NODE_ENV: 'production',
    [BUILD_CANARY.name]: BUILD_CANARY.value,
  }
  // Under Vitest the config skips route generation; a real build must not.
  delete env.VITEST
  delete env.VITEST_MODE
  return env
}

function viteBuild(mode: BuildMode, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, env: buildEnv(mode) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', fail)
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`vite build (${mode}) failed:\n${output}`))))
  })
}

/**
 * The app built in this mode, once per Vitest run: the first test file that asks builds it, the others
 * (in other workers) wait for that build and read the same folder, read-only. The folder lives in the
 * run's temporary directory (tests/setup/build-cache.ts removes it when the run ends).
 */
export async function builtApp(mode: BuildMode): Promise<string> {
  const outDir = join(inject('buildCacheDir'), mode)
  const finished = `${outDir}.done`
  const failed = `${outDir}.failed`
  try {
    mkdirSync(`${outDir}.lock`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Another worker builds it: its marker file is the only signal across processes.
    while (!existsSync(finished)) {
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'), { cause: error })
      await sleep(200)
    }
    return outDir
  }
  try {
    await viteBuild(mode, outDir)
  } catch (error) {
    writeFileSync(failed, String(error))
    throw error
  }
  writeFileSync(finished, '')
  return outDir
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
