import styled from 'styled-components'
import { SearchIcon } from '@/ui/primitives/icons'
import { TextField } from '@/ui/primitives/text-field'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(2)};
  }

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

/* A segmented control: toggle buttons, the pressed one filled; full width on phones. */
const FilterGroup = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $count }) => $count}, auto);
  }
`

const FilterButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space(0.75)};
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

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`

export type SearchFilterToolbarProps<F extends string> = {
  search: { label: string; placeholder: string; value: string; onChange: (text: string) => void; id?: string }
  filter: { label: string; options: ReadonlyArray<{ value: F; label: string }>; value: F; onChange: (value: F) => void }
  /** While the list is not loaded yet. */
  disabled?: boolean
}

/** A list's search field and its filter buttons (user management, the Milestone Builder). */
export function SearchFilterToolbar<F extends string>({ search, filter, disabled = false }: SearchFilterToolbarProps<F>) {
  return (
    <Root>
      <SearchSlot>
        <TextField
          id={search.id}
          label={search.label}
          type="search"
          placeholder={search.placeholder}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={search.value}
          endAdornment={
            <SearchGlyph>
              <SearchIcon size={18} />
            </SearchGlyph>
          }
          onChange={(event) => search.onChange(event.target.value)}
        />
      </SearchSlot>
      <FilterGroup role="group" aria-label={filter.label} $count={filter.options.length}>
        {filter.options.map((option) => (
          <FilterButton
            key={option.value}
            type="button"
            disabled={disabled}
            aria-pressed={filter.value === option.value}
            onClick={() => filter.onChange(option.value)}
          >
            {option.label}
          </FilterButton>
        ))}
      </FilterGroup>
    </Root>
  )
}
