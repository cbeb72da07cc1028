/**
 * A small JSON Schema (draft 2020-12) checker for the keywords zod's
 * toJSONSchema writes, with `$ref` into the OpenAPI document. Any other
 * keyword throws, so a schema it cannot judge never passes silently.
 */
type Schema = Record<string, unknown>

const annotations = new Set(['description', 'default', 'format', 'contentMediaType', 'title', 'examples'])

const typeOf = (value: unknown): string[] => {
  if (value === null) return ['null']
  if (Array.isArray(value)) return ['array']
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number']
  return [typeof value]
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Problems of `value` against `schema`, as `path: message` lines; empty when it is valid. */
export function schemaProblems(root: object, schema: Schema, value: unknown, path = '$'): string[] {
  const problems: string[] = []
  const fail = (message: string) => problems.push(`${path}: ${message}`)
  for (const [keyword, rule] of Object.entries(schema)) {
    if (annotations.has(keyword)) continue
    switch (keyword) {
      case '$ref': {
        const target = String(rule)
          .replace(/^#\//, '')
          .split('/')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root)
        if (!target) throw new Error(`unresolved $ref ${String(rule)}`)
        problems.push(...schemaProblems(root, target as Schema, value, path))
        break
      }
      case 'type': {
        const allowed = Array.isArray(rule) ? (rule as string[]) : [rule as string]
        if (!typeOf(value).some((t) => allowed.includes(t))) fail(`expected ${allowed.join(' or ')}`)
        break
      }
      case 'enum':
        if (!(rule as unknown[]).some((option) => equal(option, value))) fail(`not one of ${JSON.stringify(rule)}`)
        break
      case 'const':
        if (!equal(rule, value)) fail(`expected ${JSON.stringify(rule)}`)
        break
      case 'anyOf':
      case 'oneOf': {
        const passing = (rule as Schema[]).filter((option) => schemaProblems(root, option, value, path).length === 0).length
        if (keyword === 'anyOf' ? passing === 0 : passing !== 1) fail(`${keyword}: ${passing} alternatives match`)
        break
      }
      case 'allOf':
        for (const part of rule as Schema[]) problems.push(...schemaProblems(root, part, value, path))
        break
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        if (typeof value !== 'number') break
        const limit = rule as number
        const ok = { minimum: value >= limit, maximum: value <= limit, exclusiveMinimum: value > limit, exclusiveMaximum: value < limit }[keyword]
        if (!ok) fail(`${keyword} ${limit}`)
        break
      }
      case 'minLength':
      case 'maxLength':
        if (typeof value === 'string') {
          const length = [...value].length
          if (keyword === 'minLength' ? length < (rule as number) : length > (rule as number)) fail(`${keyword} ${String(rule)}`)
        }
        break
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(rule as string, 'u').test(value)) fail(`does not match ${String(rule)}`)
        break
      case 'minItems':
      case 'maxItems':
        if (Array.isArray(value) && (keyword === 'minItems' ? value.length < (rule as number) : value.length > (rule as number))) {
          fail(`${keyword} ${String(rule)}`)
        }
        break
      case 'items':
        if (Array.isArray(value)) value.forEach((item, index) => problems.push(...schemaProblems(root, rule as Schema, item, `${path}[${index}]`)))
        break
      case 'required':
        if (isObject(value)) for (const key of rule as string[]) if (!(key in value)) fail(`missing ${key}`)
        break
      case 'properties':
        if (isObject(value)) {
          for (const [key, sub] of Object.entries(rule as Record<string, Schema>)) {
            if (key in value) problems.push(...schemaProblems(root, sub, value[key], `${path}.${key}`))
          }
        }
        break
      case 'additionalProperties':
        if (isObject(value)) {
          const known = Object.keys((schema.properties as object | undefined) ?? {})
          for (const [key, item] of Object.entries(value)) {
            if (known.includes(key)) continue
            if (rule === false) fail(`unexpected ${key}`)
            else problems.push(...schemaProblems(root, rule as Schema, item, `${path}.${key}`))
          }
        }
        break
      case 'propertyNames':
        if (isObject(value)) for (const key of Object.keys(value)) problems.push(...schemaProblems(root, rule as Schema, key, `${path}{${key}}`))
        break
      default:
        throw new Error(`the checker does not know the keyword ${keyword} (at ${path})`)
    }
  }
  return problems
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
