import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every path the README's Map and the docs name exists (issue #23): a renamed or moved file
 * shows up here instead of leaving a newcomer looking for it.
 */

const repo = join(__dirname, '..', '..')

/** `a.{b,c}.ts` -> a.b.ts, a.c.ts */
function expandBraces(path: string): string[] {
  const match = /\{([^}]*)\}/.exec(path)
  if (!match) return [path]
  return match[1]!.split(',').flatMap((part) => expandBraces(path.replace(match[0], part)))
}

/** A path with `*` names at least one file: the parts before the last `/` are plain folders. */
function exists(path: string): boolean {
  if (!path.includes('*')) return existsSync(join(repo, path))
  const folder = dirname(path)
  const pattern = new RegExp(`^${path.slice(folder.length + 1).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
  return existsSync(join(repo, folder)) && readdirSync(join(repo, folder)).some((name) => pattern.test(name))
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!)

/** The Map: source columns name paths under src/, the last column paths under tests/; "(a.tsx, b.ts)" are the previous path's neighbours. */
function mapPaths(readme: string): string[] {
  const start = readme.indexOf('\n## Map')
  expect(start, 'the README has a Map').toBeGreaterThan(0)
  const rows = readme
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Feature'))
  const paths: string[] = []
  for (const row of rows) {
    const cells = row.split('|').slice(2, -1)
    cells.forEach((cell, index) => {
      const root = index === cells.length - 1 ? 'tests' : 'src'
      let folder = root
      for (const part of cell.split(/<br>/)) {
        const neighbours = /\(([^)]*)\)/.exec(part)?.[1] ?? ''
        for (const span of codeSpans(part.replace(neighbours, ''))) {
          // A path at the repo root says so: `scripts/api-server.ts` (repo root); a bare name is in the previous path's folder.
          const fromRoot = /^(scripts|bench|docs)\//.test(span)
          const path = fromRoot ? span : span.includes('/') ? `${root}/${span}` : `${folder}/${span}`
          paths.push(...expandBraces(path))
          if (span.includes('/')) folder = dirname(path)
        }
        for (const name of codeSpans(neighbours)) if (!name.includes('/') && /\.\w+$/.test(name)) paths.push(`${folder}/${name}`)
      }
    })
  }
  return paths
}

/** Files the docs name that a run writes and git ignores (docs/decisions/024). */
const generated = new Set(['bench/results.json'])

const topFolders = /^(src|tests|docs|scripts|bench|public|\.ci)\/[^\s]*$/

/** Paths written out in a document: relative links, and code spans that start at a top folder of the repo. */
function documentPaths(file: string): string[] {
  const text = readFileSync(join(repo, file), 'utf8')
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => relative(repo, join(repo, dirname(file), target)))
  const spans = codeSpans(text).filter((span) => topFolders.test(span) && !span.includes('<') && !span.includes('NNN'))
  return [...links, ...spans.flatMap(expandBraces)].map((path) => path.replace(/#.*$/, '').replace(/[.,:;]$/, '')).filter((path) => !generated.has(path))
}

const documents = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(repo, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

describe('paths named in the docs', () => {
  it('the README Map names only files that exist', () => {
    const paths = mapPaths(readFileSync(join(repo, 'README.md'), 'utf8'))
    expect(paths.length).toBeGreaterThan(100)
    expect(paths.filter((path) => !exists(path))).toEqual([])
  })

  for (const file of documents) {
    it(`${file} names only paths that exist`, () => {
      expect(documentPaths(file).filter((path) => !exists(path))).toEqual([])
    })
  }
})
