import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { openApiText } from '@/contract/openapi'

/** `npm run openapi`: writes docs/openapi.json from the zod contract (a test fails when it is out of date). */
const target = resolve(import.meta.dirname, '../docs/openapi.json')
writeFileSync(target, openApiText())
console.info(`Wrote ${target}`)
