import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { allStateNodes, deriveTestMachine, parseDerivedEvent } from '../lib/derive-test-machine'

/**
 * The state chart of a production machine as Graphviz DOT, drawn from its
 * derived model (tests/model/lib/derive-test-machine.ts): a box per state (a
 * cluster with a heading box for a state with children), an arrow per
 * transition labelled with its event (`done.login` as "login answers") and
 * guard. `chartSvg` lays it out with Graphviz compiled to WebAssembly
 * (@viz-js/viz): no network.
 */
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

export function eventLabel(type: string): string {
  if (type === '') return 'always'
  const derived = parseDerivedEvent(type)
  if (derived?.kind === 'done') return `${derived.name} answers`
  if (derived?.kind === 'error') return `${derived.name} fails`
  if (derived?.kind === 'after') return `after ${derived.name}`
  return type
}

export function guardName(transition: AnyTransitionDefinition): string | undefined {
  const guard = transition.guard as unknown
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type)
  if (typeof guard === 'function') return guard.name || 'guard'
  return 'guard'
}

export function transitionText(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition)
  return `${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`
}

export function chartDot(machine: AnyStateMachine): string {
  const derived = deriveTestMachine(machine)
  const nodes = allStateNodes(derived).slice(1)
  const lines: string[] = [
    `digraph ${quote(machine.id)} {`,
    '  rankdir=LR; compound=true; fontname="Helvetica"; fontsize=11;',
    '  node [shape=box style="rounded,filled" fillcolor="#f4f6fb" color="#44506b" fontname="Helvetica" fontsize=11];',
    '  edge [fontname="Helvetica" fontsize=9 color="#44506b"];',
    '  "__start" [shape=point width=0.15 label="" fillcolor="#44506b"];',
  ]
  const box = (node: AnyStateNode, indent: string) => {
    const final = node.type === 'final'
    const attrs = [`label=${quote(node.key)}`, `tooltip=${quote(node.id)}`, ...(final ? ['peripheries=2'] : [])]
    if (Object.keys(node.states).length) attrs.push('shape=folder', 'fillcolor="#e3e8f4"')
    lines.push(`${indent}${quote(node.id)} [${attrs.join(' ')}];`)
  }
  const visit = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[]
    if (!children.length) return box(node, indent)
    lines.push(`${indent}subgraph ${quote(`cluster_${node.id}`)} {`)
    lines.push(`${indent}  label=${quote(`${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}`)}; style="rounded,dashed"; color="#8893ad";`)
    box(node, `${indent}  `)
    for (const child of children) visit(child, `${indent}  `)
    lines.push(`${indent}}`)
  }
  for (const child of Object.values(derived.root.states) as AnyStateNode[]) visit(child, '  ')
  const initial = derived.root.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) lines.push(`  "__start" -> ${quote(initial.id)};`)
  for (const node of nodes) {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const transition of transitions) {
      const targets = (transition.target as AnyStateNode[] | undefined)?.length ? (transition.target as AnyStateNode[]) : [node]
      for (const target of targets) {
        lines.push(`  ${quote(node.id)} -> ${quote(target.id)} [label=${quote(transitionText(transition))}];`)
      }
    }
  }
  lines.push('}')
  return lines.join('\n')
}

let viz: Promise<{ renderString: (dot: string, options: { format: string }) => string }> | undefined

/** The chart as an SVG document (Graphviz in WebAssembly). */
export async function chartSvg(machine: AnyStateMachine): Promise<string> {
  viz ??= import('@viz-js/viz').then((module) => module.instance())
  const svg = (await viz).renderString(chartDot(machine), { format: 'svg' })
  return svg.slice(svg.indexOf('<svg'))
}
