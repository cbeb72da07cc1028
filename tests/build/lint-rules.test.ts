import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The README promises that lint refuses import cycles and imports against the layers (docs/decisions/052):
 * the repo's own eslint.config.js and tsconfig.json, copied into a temporary folder, lint small
 * planted files there. A clean pair passes, so a failure below is the rule's and not the setup's.
 */

const repo = join(__dirname, '..', '..')
let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-rules-'))
  cpSync(join(repo, 'eslint.config.js'), join(dir, 'eslint.config.js'))
  cpSync(join(repo, 'tsconfig.json'), join(dir, 'tsconfig.json'))
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir')
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function lint(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true })
    writeFileSync(join(dir, 'src', path), text)
  }
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(dir, 'eslint.config.js') })
  const results = await eslint.lintFiles(Object.keys(files).map((path) => join(dir, 'src', path)))
  for (const path of Object.keys(files)) rmSync(join(dir, 'src', path))
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message))
}

describe('lint (eslint.config.js)', () => {
  it('passes two files that import one way', async () => {
    expect(
      await lint({
        'domain/one-way-a.ts': "import { b } from '@/domain/one-way-b'\nexport const a = () => b + 1\n",
        'domain/one-way-b.ts': 'export const b = 1\n',
      }),
    ).toEqual([])
  })

  it('fails a two-file import cycle', async () => {
    const rules = await lint({
      'domain/cycle-a.ts': "import { b } from '@/domain/cycle-b'\nexport const a = () => b()\n",
      'domain/cycle-b.ts': "import { a } from '@/domain/cycle-a'\nexport const b = () => (a ? 1 : 0)\n",
    })
    expect(rules).toEqual(['import-x/no-cycle', 'import-x/no-cycle'])
  })

  it('fails an import against the layers (domain may not import ui)', async () => {
    const rules = await lint({
      'ui/layer-widget.ts': 'export const widget = 1\n',
      'domain/layer-rule.ts': "import { widget } from '@/ui/layer-widget'\nexport const rule = widget\n",
    })
    expect(rules).toEqual(['no-restricted-imports'])
  })
}, 60_000)
