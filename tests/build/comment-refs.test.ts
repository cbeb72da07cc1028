import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * A comment says why by naming a decision (docs/decisions/NNN-*.md) or a feature page (docs/features/*.md), never an
 * issue number, which means nothing to someone who joins later (docs/decisions/052, CONTRIBUTING.md). Comments are
 * read with the TypeScript parser, so a `#` in a string, a colour or a URL is not a comment.
 */

const repo = join(__dirname, '..', '..')

/**
 * Folders whose comments still name issue numbers, each to be cleaned and then taken off this list. The list only
 * shrinks: a folder on it that is clean fails below.
 */
const stillToClean: string[] = []

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

/** Every comment of a file, each once. */
function commentsOf(path: string): string[] {
  const text = readFileSync(join(repo, path), 'utf8')
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const seen = new Map<number, string>()
  const note = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end))
  }
  const visit = (node: ts.Node) => {
    note(ts.getLeadingCommentRanges(text, node.getFullStart()))
    note(ts.getTrailingCommentRanges(text, node.getEnd()))
    node.getChildren(source).forEach(visit)
  }
  visit(source)
  return [...seen.values()]
}

/** `issue #27`, `Issue 11`, `issues #23 and #48`, `#26 point 2`, `#11.2`; not `product-rules.md#5, #8` (anchors) or `#000`. */
function issueReferences(comment: string): string[] {
  const withoutAnchors = comment.replace(/\.md#[\w-]+(?:(?:,|;| and| or) #[\w-]+)*/g, '.md')
  return [...withoutAnchors.matchAll(/\b[Ii]ssues? #?\d+|(?<![\w/&#-])#\d{1,2}(?:\.\d)?\b/g)].map((match) => match[0])
}

/** Each file's issue numbers, read once: the parser takes a few seconds over the whole of src/. */
const found = new Map<string, string[]>()
function offendersIn(path: string): string[] {
  if (!found.has(path)) found.set(path, commentsOf(path).flatMap((comment) => issueReferences(comment).map((reference) => `${path}: "${reference}"`)))
  return found.get(path)!
}

const offenders = (folder: string) => sourceFiles(folder).flatMap(offendersIn)

describe('comments name a decision or a feature page, not an issue', () => {
  it('finds an issue number where there is one, and not in anchors, colours or decisions', () => {
    expect(issueReferences('/** Health records (issue #27 point 2): the visits. */')).toEqual(['issue #27'])
    expect(issueReferences('// Issues #11 and #22: limits')).toEqual(['Issues #11', '#22'])
    expect(issueReferences(' * the page asks first (#11.2)')).toEqual(['#11.2'])
    expect(issueReferences('/** The form (docs/product-rules.md#5, #8; docs/decisions/040). */')).toEqual([])
    expect(issueReferences('// ink #000 on #fff, see docs/decisions/080')).toEqual([])
  })

  it('holds for every folder of src/ but those still to clean', { timeout: 60_000 }, () => {
    const cleaned = readdirSync(join(repo, 'src'), { withFileTypes: true }).flatMap((entry) => {
      const path = `src/${entry.name}`
      if (!entry.isDirectory()) return []
      if (path === 'src/ui') {
        return readdirSync(join(repo, path), { withFileTypes: true })
          .filter((inner) => inner.isDirectory())
          .map((inner) => `${path}/${inner.name}`)
          .filter((inner) => !stillToClean.includes(inner))
      }
      return stillToClean.includes(path) ? [] : [path]
    })
    const topFiles = readdirSync(join(repo, 'src'))
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.gen.ts'))
      .map((name) => `src/${name}`)
    const advice = [...cleaned.flatMap(offenders), ...topFiles.flatMap(offendersIn)].map((where) => `${where}: name the decision (docs/decisions/NNN) or feature page (docs/features/*.md) instead`)
    expect(advice).toEqual([])
  })

  it('lists as still to clean only folders that still name an issue', { timeout: 60_000 }, () => {
    expect(stillToClean.filter((folder) => offenders(folder).length === 0)).toEqual([])
  })
})
