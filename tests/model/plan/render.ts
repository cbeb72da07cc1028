import type { CoverageCount } from '../lib/coverage'
import type { FlowPlan } from './plan'

/** The test plan as HTML pages (with a print stylesheet) and a Markdown copy. */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const percent = ({ covered, total }: CoverageCount) => (total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`)

const coverName = (plan: FlowPlan) => (plan.cover === 'pairs' ? 'every transition pair' : 'every state and transition (shortest paths)')

export const stylesheet = `
body { font: 15px/1.5 system-ui, sans-serif; color: #1d2433; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1, h2, h3 { line-height: 1.2; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #c5cbd8; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eef1f7; }
td.number { width: 2.5rem; text-align: right; }
td.check { width: 5rem; }
.chart { overflow-x: auto; border: 1px solid #c5cbd8; padding: 0.5rem; }
.chart svg { max-width: 100%; height: auto; }
.missing { color: #8a1c1c; }
.path { break-inside: avoid; page-break-inside: avoid; }
@media print {
  body { margin: 0; max-width: none; font-size: 11pt; }
  nav, .no-print { display: none; }
  a { color: inherit; text-decoration: none; }
  .chart { border: none; overflow: visible; }
  h2 { break-before: page; }
  th { background: none; }
}
`

function coverageRows(plan: FlowPlan): Array<[string, CoverageCount]> {
  return [
    ['States', plan.coverage.states],
    ['Transitions', plan.coverage.transitions],
    ['Transition pairs', plan.coverage.pairs],
  ]
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escape(title)}</title>\n<style>${stylesheet}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
}

export function flowHtml(plan: FlowPlan, svg: string): string {
  const coverage = coverageRows(plan)
    .map(
      ([name, count]) =>
        `<tr><td>${name}</td><td>${count.covered}/${count.total} (${percent(count)})</td><td>${
          count.missing.length ? `<ul class="missing">${count.missing.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : 'none missing'
        }</td></tr>`,
    )
    .join('\n')
  const paths = plan.paths
    .map(
      (path, index) => `<section class="path">
<h3 id="path-${index + 1}">Path ${index + 1}: ${escape(path.title)}</h3>
<table>
<thead><tr><th>#</th><th>Action</th><th>Expected result</th><th class="check">Pass?</th></tr></thead>
<tbody>
${path.steps
  .map(
    (step) =>
      `<tr><td class="number">${step.number}</td><td>${escape(step.action)}</td><td>${step.expected.map(escape).join('<br>')}</td><td class="check">☐</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>
</section>`,
    )
    .join('\n')
  return page(
    `Test plan: ${plan.name}`,
    `<nav><a href="index.html">All flows</a> · <a href="${plan.name}.md">Markdown copy</a></nav>
<h1>Test plan: ${escape(plan.name)}</h1>
<p>Generated from the production machine <code>${escape(plan.machineId)}</code>: ${plan.paths.length} paths covering ${coverName(plan)}.
${plan.worded ? 'The steps use the words of the Playwright model spec\'s screen map, which checks the same expected results automatically.' : 'This flow has no screen map yet: its steps are named after the machine\'s events and states.'}</p>
<h2>State chart</h2>
<figure class="chart" role="img" aria-label="State chart of ${escape(plan.name)}">${svg}</figure>
<h2>Coverage</h2>
<table>
<thead><tr><th>What</th><th>Covered</th><th>Missing</th></tr></thead>
<tbody>
${coverage}
</tbody>
</table>
<h2>Paths</h2>
${paths}`,
  )
}

export function flowMarkdown(plan: FlowPlan): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const lines = [
    `# Test plan: ${plan.name}`,
    '',
    `Generated from the production machine \`${plan.machineId}\`: ${plan.paths.length} paths covering ${coverName(plan)}. The state chart is in ${plan.name}.html.`,
    '',
    '## Coverage',
    '',
    '| What | Covered | Missing |',
    '|---|---|---|',
    ...coverageRows(plan).map(([name, count]) => `| ${name} | ${count.covered}/${count.total} (${percent(count)}) | ${count.missing.length ? count.missing.map(cell).join('<br>') : 'none missing'} |`),
    '',
    '## Paths',
  ]
  plan.paths.forEach((path, index) => {
    lines.push('', `### Path ${index + 1}: ${path.title}`, '', '| # | Action | Expected result | Pass? |', '|---|---|---|---|')
    for (const step of path.steps) lines.push(`| ${step.number} | ${cell(step.action)} | ${step.expected.map(cell).join('<br>')} | ☐ |`)
  })
  return `${lines.join('\n')}\n`
}

export function indexHtml(plans: FlowPlan[]): string {
  const rows = plans
    .map(
      (plan) =>
        `<tr><td><a href="${plan.name}.html">${escape(plan.name)}</a> (<a href="${plan.name}.md">md</a>)</td><td>${plan.paths.length}</td><td>${percent(plan.coverage.states)}</td><td>${percent(plan.coverage.transitions)}</td><td>${percent(plan.coverage.pairs)}</td><td>${plan.worded ? 'screen map' : 'event names'}</td></tr>`,
    )
    .join('\n')
  return page(
    'Test plan',
    `<h1>Test plan</h1>
<p>Generated by <code>npm run test:plan</code> from the app's machines (docs/model-based-testing.md, "For testers").</p>
<table>
<thead><tr><th>Flow</th><th>Paths</th><th>States</th><th>Transitions</th><th>Transition pairs</th><th>Words from</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  )
}
