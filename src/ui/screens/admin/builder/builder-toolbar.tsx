import { useSelector } from '@xstate/react'
import type { StatusFilter } from '@/domain/content-levels'
import { SearchFilterToolbar } from '@/ui/primitives/search-filter-toolbar'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'

const filters: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

/** docs/product-rules.md#2: 'Search bands...' (title or code, any case) and the All / Active / Inactive filter. */
export function BuilderToolbar() {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const ready = useSelector(ref, (s) => s.matches('ready'))
  const search = useSelector(ref, (s) => s.context.search)
  const filter = useSelector(ref, (s) => s.context.filter)
  return (
    <SearchFilterToolbar
      disabled={!ready}
      search={{ label: 'Search bands', placeholder: 'Search bands...', value: search, onChange: (text) => send({ type: 'search.change', text }) }}
      filter={{ label: 'Show bands', options: filters, value: filter, onChange: (value) => send({ type: 'filter.change', filter: value }) }}
    />
  )
}
