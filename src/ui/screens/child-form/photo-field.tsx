import { type ReactNode, useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { describedBy, FieldError, FieldHint } from '@/ui/primitives/text-field'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

const Frame = styled.div`
  flex: none;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  display: flex;
  align-items: center;
  justify-content: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

/* Visually hidden but focusable: the label below is its visible face. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  ${FileInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  margin-top: ${({ theme }) => theme.space(1)};
`

function Placeholder() {
  return (
    <svg aria-hidden="true" width="48" height="48" viewBox="0 0 48 48" fill="none">
      <circle cx="24" cy="18" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M8 42c2-9 8.5-13 16-13s14 4 16 13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/**
 * Shows a chosen file through an object URL, created for this file and revoked
 * when the file changes or the preview goes away. The src is set from the
 * effect itself, so a remount (StrictMode) gets a fresh URL, never a revoked one.
 */
function FilePreview({ file }: { file: Blob }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(file)
    if (ref.current) ref.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={ref} alt="Preview of the chosen photo" />
}

export type PhotoFieldProps = {
  /** A newly chosen photo. */
  file: File | null
  /** The photo the child already has (edit), unless the parent removed it. */
  currentUrl: string | null
  onChoose: (file: File) => void
  onRemove: () => void
  error?: ReactNode
}

/** docs/product-rules.md#3: a profile image of any image type, with a preview and a way to remove it. */
export function PhotoField({ file, currentUrl, onChoose, onRemove, error }: PhotoFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const invalid = Boolean(error)
  const hasPhoto = Boolean(file) || Boolean(currentUrl)
  return (
    <div>
      <Row>
        <Frame>{file ? <FilePreview file={file} /> : currentUrl ? <img src={currentUrl} alt="Current photo" /> : <Placeholder />}</Frame>
        <Actions>
          <FileInput
            id={id}
            type="file"
            accept="image/*"
            aria-label="Profile photo"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(hintId, invalid && errorId)}
            onChange={(event) => {
              const chosen = event.target.files?.[0]
              // Cleared so choosing the same file again (after Remove) still fires a change.
              event.target.value = ''
              if (chosen) onChoose(chosen)
            }}
          />
          <ChooseLabel htmlFor={id}>{hasPhoto ? 'Change photo' : 'Choose a photo'}</ChooseLabel>
          {hasPhoto && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              Remove photo
            </Button>
          )}
        </Actions>
      </Row>
      <Messages>
        <FieldHint id={hintId}>Optional. Any image type, up to 10&nbsp;MB.</FieldHint>
        {invalid && <FieldError id={errorId}>{error}</FieldError>}
      </Messages>
    </div>
  )
}
