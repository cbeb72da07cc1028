import { describe, expect, it } from 'vitest'
import { contentTag, ifMatchAccepts, ifMatchHeader } from '@/contract/content-tag'

const option = { id: 1011, label: 'Yes', value_int: 2, value_str: '', is_active: true, question: 101, order: 0 }

describe('contentTag', () => {
  it('depends on the values of the own fields, not their order', () => {
    const reversed = Object.fromEntries(Object.entries(option).reverse())
    expect(contentTag('option', reversed)).toBe(contentTag('option', option))
  })

  it('changes when any own field changes', () => {
    const tag = contentTag('option', option)
    for (const changed of [{ label: 'Yes!' }, { is_active: false }, { order: 1 }, { value_int: null }, { value_str: null }]) {
      expect(contentTag('option', { ...option, ...changed })).not.toBe(tag)
    }
  })

  it("leaves out the item's children: a question's tag ignores its options", () => {
    const question = { id: 101, text: 'Lifts head?', help_text: '', multi_select: false, is_active: true, band_set: 11, order: 0 }
    expect(contentTag('question', { ...question, options: [option] })).toBe(contentTag('question', { ...question, options: [] }))
  })

  it('is read back by ifMatchAccepts from its header', () => {
    const tag = contentTag('option', option)
    expect(ifMatchAccepts(ifMatchHeader(tag), tag)).toBe(true)
    expect(ifMatchAccepts(ifMatchHeader(contentTag('option', { ...option, order: 3 })), tag)).toBe(false)
  })
})
