import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')
const vite = join(root, 'node_modules/.bin/vite')

/** Builds the app into a fresh temporary folder with these environment variables; answers the folder. */
export function buildApp(env: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'ftd-build-'))
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  // Under Vitest the config skips route generation; a real build must not.
  delete childEnv.VITEST
  delete childEnv.VITEST_MODE
  const result = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: childEnv,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`)
  return outDir
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
