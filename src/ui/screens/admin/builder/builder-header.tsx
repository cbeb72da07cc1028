import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { PageHeader } from '@/ui/primitives/page-header'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { DownloadIcon, PlusIcon, UploadIcon } from '@/ui/primitives/icons'
import { focusKeys } from '@/ui/screens/admin/builder/item-form'

/** A background reload (README 2026-11-25): the rows stay, this says why they may change. */
const RefreshNote = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};

  > :last-child {
    grid-column: 1 / -1;
  }

  /* Two buttons side by side on a 320 px phone: their labels keep to one line. */
  > button {
    padding-inline: ${({ theme }) => theme.space(1.5)};
    white-space: nowrap;
  }

  > button:not(:last-child) svg {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    display: flex;
    flex-wrap: wrap;

    > button {
      padding-inline: ${({ theme }) => theme.space(2.5)};
    }

    > button:not(:last-child) svg {
      display: block;
    }

    > :last-child {
      grid-column: auto;
    }
  }

  ${({ theme }) => theme.media.lg} {
    flex: none;
    flex-wrap: nowrap;
  }
`

/**
 * docs/product-rules.md#2: title, subtitle, Export JSON, Import JSON (a .json file
 * picker) and Add Band. Export and import wait while another save runs.
 */
export function BuilderHeader() {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const ready = useSelector(ref, (s) => s.matches('ready'))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const exporting = useSelector(ref, (s) => s.matches({ ready: 'exporting' }))
  const importing = useSelector(ref, (s) => s.matches({ ready: 'importing' }))
  const refreshing = useSelector(ref, (s) => s.hasTag('refreshing'))
  const fileInput = useRef<HTMLInputElement>(null)

  return (
    <PageHeader
      title="Milestone Builder"
      aside={refreshing ? <RefreshNote>Checking for changes…</RefreshNote> : null}
      lead="Create and manage the developmental milestones parents answer: bands, question sets, questions and answer options. Drag and drop to put them in order."
      leadWidth="640px"
      from="lg"
      stretch
      actions={
          <Actions>
            <Button variant="secondary" loading={exporting} disabled={!ready || (busy && !exporting)} onClick={() => send({ type: 'export' })}>
              <DownloadIcon size={18} />
              Export JSON
            </Button>
            <Button variant="secondary" loading={importing} disabled={!ready || (busy && !importing)} onClick={() => fileInput.current?.click()}>
              <UploadIcon size={18} />
              Import JSON
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label="Milestones JSON file to import"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0]
                // Cleared so the same file can be chosen again after fixing it.
                event.target.value = ''
                if (file) send({ type: 'import', file })
              }}
            />
            <Button
              variant="accent"
              disabled={!ready}
              data-focus-key={focusKeys.add('band', null)}
              onClick={() => send({ type: 'form.open', level: 'band', parentId: null, itemId: null })}
            >
              <PlusIcon size={18} />
              Add Band
            </Button>
          </Actions>
      }
    />
  )
}
