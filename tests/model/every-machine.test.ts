import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { flowModels } from './models/index'

/**
 * docs/model-based-testing.md, "How to add a model for a new machine": every
 * machine in src/machines has a model in tests/model/models/index.ts, so its
 * paths are generated, replayed on the machine and printed in the test plan.
 */
const machinesDir = fileURLToPath(new URL('../../src/machines/', import.meta.url))
const machineFiles = readdirSync(machinesDir).filter((file) => file.endsWith('.machine.ts'))

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'implementations' in value

describe('every machine has a model', () => {
  it('finds the machines', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(11)
  })

  it.each(machineFiles)('%s', async (file) => {
    const exports: Record<string, unknown> = await import(/* @vite-ignore */ `${machinesDir}${file}`)
    const machines = Object.entries(exports).filter(([, value]) => isMachine(value))
    expect(machines.length, `${file} exports no machine`).toBeGreaterThan(0)
    const modelled = new Set(Object.values(flowModels).map((model) => model.machine))
    const without = machines.filter(([, machine]) => !modelled.has(machine as AnyStateMachine)).map(([name]) => name)
    expect(without, `no model in tests/model/models/index.ts for ${without.join(', ')} (${file})`).toEqual([])
  })
})
