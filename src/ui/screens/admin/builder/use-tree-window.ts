import { defaultRangeExtractor, measureElement, type Range, useWindowVirtualizer } from '@tanstack/react-virtual'
import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { rowKey, type Level } from '@/domain/content-levels'
import { estimateRowSize, learnRowSize, rowId, type FlatTree } from '@/ui/screens/admin/builder/builder-rows'
import { focusKeys } from '@/ui/screens/admin/builder/item-form'

/*
 * The builder tree's window (builder-tree.tsx draws the rows): which of its flat
 * rows are in the page, where each is, and focus kept or brought to a row. The
 * window scrolls; the rows in view, a few either side, the open form and the row
 * holding focus are rendered.
 */

/** Space between two rows, px. */
const ROW_GAP = 8
/** Rows rendered beyond each edge of the window. */
const OVERSCAN = 8
/** The same on the tree's first render: the rows in view paint first, the others when the browser is idle after that. */
const FIRST_OVERSCAN = 1

/** Where rows are: their measured offsets from the top of the band list, and which are rendered. */
export interface View {
  top: (row: number) => number
  bottom: (row: number) => number
  /** Some row from `first` to `last` is rendered. */
  shows: (first: number, last: number) => boolean
  measure: (element: HTMLElement | null) => void
  rows: FlatTree['rows']
}

/** The row holding focus now (rows move when others open or close above it), or null. */
function focusedRow(tree: FlatTree, focused: { id: number; index: number } | null): number | null {
  if (!focused) return null
  const near = tree.rows[focused.index]
  if (near && rowId(near) === focused.id) return focused.index
  const index = tree.rows.findIndex((row) => rowId(row) === focused.id)
  if (index >= 0) focused.index = index
  return index >= 0 ? index : null
}

/** The first rendered index at or after `first` is at most `last`. */
function showsAny(sorted: readonly number[], first: number, last: number): boolean {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle]! < first) low = middle + 1
    else high = middle
  }
  return low < sorted.length && sorted[low]! <= last
}

/** A row to bring into view and focus: the row itself (a coverage bar segment, an overview link) or a band's Preview link (back from the preview). */
export interface FocusRequest {
  level: Level
  id: number
  target: 'row' | 'preview'
  /** Each request is taken once; the same band can be asked for again. */
  seq: number
}

/** The tree's window: the view its boxes are placed by, the list's ref and focus handler, and whether the rows beyond the view are still to come. */
export function useTreeWindow(tree: FlatTree, focusRequest: FocusRequest | null) {
  // Where the list starts in the page: the window scrolls, and the header, toolbar and an open Add Band form sit above.
  const listRef = useRef<HTMLUListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    // Not rounded: with a list that starts a fraction of a pixel down the page (the coverage section above it
    // has a fractional height), a rounded margin made the virtualizer's sizes disagree with the page, and a
    // reorder deep in a large expanded tree moved every row above it (tests/e2e/builder.spec.ts, large content).
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY)
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(document.body)
    return () => observer?.disconnect()
  }, [])

  // The row holding focus stays rendered when it scrolls out of view, so focus is not lost (nor is the open form's typing).
  const focused = useRef<{ id: number; index: number } | null>(null)
  const onFocus = (event: FocusEvent) => {
    const index = Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index') ?? -1)
    const row = tree.rows[index]
    focused.current = row ? { id: rowId(row), index } : null
  }
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      const keep = [tree.formRow, focusedRow(tree, focused.current)].filter(
        (index): index is number => index !== null && !indexes.includes(index),
      )
      return keep.length === 0 ? indexes : [...indexes, ...keep].sort((a, b) => a - b)
    },
    [tree],
  )
  const getItemKey = useCallback((index: number) => (tree.rows[index] ? rowId(tree.rows[index]) : index), [tree])
  const estimateSize = useCallback((index: number) => estimateRowSize(tree.rows[index], window.innerWidth), [tree])
  const measureRow = useCallback<typeof measureElement>(
    (element, entry, instance) => {
      const size = measureElement(element, entry, instance)
      learnRowSize(tree.rows[instance.indexFromElement(element)], size, window.innerWidth)
      return size
    },
    [tree],
  )

  // The first paint holds the rows in view only (the builder's time to render); the overscan is
  // rendered when the browser is idle after that frame (or 50 ms after it without idle callbacks).
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  useEffect(() => {
    const fill = () => setOverscan(OVERSCAN)
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fill, { timeout: 300 })
      else timer = setTimeout(fill, 50)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (idle !== undefined) cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: tree.rows.length,
    estimateSize,
    measureElement: measureRow,
    getItemKey,
    rangeExtractor,
    overscan,
    gap: ROW_GAP,
    scrollMargin,
  })
  // A band's row asked for: scrolled to (it may be out of the window, so not in the page), then focused once rendered.
  const taken = useRef<number | null>(null)
  const pendingFocus = useRef<FocusRequest | null>(null)
  useEffect(() => {
    if (!focusRequest || taken.current === focusRequest.seq) return
    const index = tree.rows.findIndex((row) => row.kind === 'item' && row.level === focusRequest.level && row.item.id === focusRequest.id)
    // Not listed yet (the search or filter that hid it is being cleared, its band being opened): the next tree tries again.
    if (index < 0) return
    taken.current = focusRequest.seq
    pendingFocus.current = focusRequest
    virtualizer.scrollToIndex(index, { align: 'center' })
  }, [focusRequest, tree, virtualizer])
  useEffect(() => {
    const request = pendingFocus.current
    if (!request) return
    const selector =
      request.target === 'row' ? `[data-row-key="${rowKey(request.level, request.id)}"]` : `[data-focus-key="${focusKeys.preview(request.id)}"]`
    const element = document.querySelector<HTMLElement>(selector)
    if (!element) return
    pendingFocus.current = null
    // Band rows can always take focus; a deeper row is made focusable (not a tab stop) when a link asks for it.
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
    element.focus()
  })

  const shown = virtualizer.getVirtualItems().map((item) => item.index)
  const measurements = virtualizer.measurementsCache
  const view: View = {
    top: (row) => (measurements[row]?.start ?? scrollMargin) - scrollMargin,
    bottom: (row) => (measurements[row]?.end ?? scrollMargin) - scrollMargin,
    shows: (first, last) => showsAny(shown, first, last),
    measure: virtualizer.measureElement,
    rows: tree.rows,
  }
  return { view, listRef, onFocus, filling: overscan === FIRST_OVERSCAN }
}
