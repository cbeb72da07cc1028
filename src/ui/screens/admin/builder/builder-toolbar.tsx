import { useSelector } from '@xstate/react'
import styled from 'styled-components'
import type { StatusFilter } from '@/domain/builder-levels'
import { TextField } from '@/ui/primitives/text-field'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { SearchIcon } from '@/ui/primitives/icons'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`

const SearchSlot = styled.div`
  flex: 1;
  max-width: 480px;

  input[type='search']::-webkit-search-cancel-button {
    cursor: pointer;
  }
`

const SearchGlyph = styled.span`
  display: flex;
  padding: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
`

const FilterGroup = styled.div`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: start;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  ${({ theme }) => theme.media.md} {
    align-self: auto;
  }
`

const FilterButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  &:hover:not(:disabled):not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

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
    <Root>
      <SearchSlot>
        <TextField
          label="Search bands"
          type="search"
          placeholder="Search bands..."
          autoComplete="off"
          spellCheck={false}
          disabled={!ready}
          value={search}
          endAdornment={
            <SearchGlyph>
              <SearchIcon size={18} />
            </SearchGlyph>
          }
          onChange={(event) => send({ type: 'search.change', text: event.target.value })}
        />
      </SearchSlot>
      <FilterGroup role="group" aria-label="Show bands">
        {filters.map((option) => (
          <FilterButton
            key={option.value}
            type="button"
            disabled={!ready}
            aria-pressed={filter === option.value}
            onClick={() => send({ type: 'filter.change', filter: option.value })}
          >
            {option.label}
          </FilterButton>
        ))}
      </FilterGroup>
    </Root>
  )
}
