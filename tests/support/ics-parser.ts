/**
 * A strict reader of iCalendar text for tests (docs/decisions/059): it refuses what
 * calendar apps may refuse (a bare LF, a line over 75 octets, a component left
 * open) and reads back components, properties with their parameters, unfolded
 * and unescaped.
 */

export interface IcsProperty {
  name: string
  params: Record<string, string>
  value: string
}

export interface IcsComponent {
  name: string
  properties: IcsProperty[]
  components: IcsComponent[]
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF')
  const physical = text.slice(0, -2).split('\r\n')
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in ${JSON.stringify(line)}`)
    if (new TextEncoder().encode(line).length > 75) throw new Error(`a line over 75 octets: ${line}`)
  }
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const root: IcsComponent = { name: '', properties: [], components: [] }
  const stack: IcsComponent[] = [root]
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    if (colon < 0) throw new Error(`no colon in ${line}`)
    const [name = '', ...paramParts] = line.slice(0, colon).split(';')
    const value = line.slice(colon + 1)
    const params = Object.fromEntries(paramParts.map((part) => part.split('=') as [string, string]))
    const current = stack.at(-1)!
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] }
      current.components.push(component)
      stack.push(component)
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`)
      stack.pop()
    } else current.properties.push({ name, params, value })
  }
  if (stack.length !== 1) throw new Error(`${stack.at(-1)?.name} is not closed`)
  const [calendar] = root.components
  if (!calendar || root.components.length !== 1 || calendar.name !== 'VCALENDAR') throw new Error('not one VCALENDAR')
  return calendar
}

/** The first property of that name, or undefined. */
export const prop = (component: IcsComponent, name: string) => component.properties.find((property) => property.name === name)
/** Its value, unescaped as TEXT. */
export const text = (component: IcsComponent, name: string) => {
  const found = prop(component, name)
  return found === undefined ? undefined : unescapeText(found.value)
}
export const events = (calendar: IcsComponent) => calendar.components.filter((component) => component.name === 'VEVENT')
