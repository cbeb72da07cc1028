import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@/domain/csv'

describe('csvCell (RFC 4180, decision 077)', () => {
  it('writes plain text, numbers and booleans as they are, and null as empty', () => {
    expect(csvCell('Olivia')).toBe('Olivia')
    expect(csvCell(8.5)).toBe('8.5')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
  })

  it('quotes a cell with a comma, a quote, a line break or an edge space, doubling the quotes inside', () => {
    expect(csvCell('Carter, Olivia')).toBe('"Carter, Olivia"')
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell('padded ')).toBe('"padded "')
  })

  it('joins a list into one cell with "; "', () => {
    expect(csvCell(['Yes', 'Sometimes'])).toBe('Yes; Sometimes')
    expect(csvCell([])).toBe('')
  })

  it('keeps a spreadsheet from running a text as a formula (a leading apostrophe)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('+1 212 555 0100')).toBe("'+1 212 555 0100")
    expect(csvCell('-not a number')).toBe("'-not a number")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tTab')).toBe("'\tTab")
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row, in the columns given', () => {
    expect(toCsv([{ a: 1, b: 'x,y' }, { a: 2, b: null }], ['b', 'a'])).toBe('b,a\r\n"x,y",1\r\n,2\r\n')
  })

  it("takes the first row's keys when no columns are named; an empty table is its header alone", () => {
    expect(toCsv([{ id: 1, name: 'Liam' }])).toBe('id,name\r\n1,Liam\r\n')
    expect(toCsv([], ['id', 'name'])).toBe('id,name\r\n')
    expect(toCsv([])).toBe('\r\n')
  })
})
