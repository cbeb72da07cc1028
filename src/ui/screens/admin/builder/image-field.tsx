import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import type { ImageChoice } from '@/domain/builder-forms'
import { Button } from '@/ui/primitives/button'
import { describedBy, FieldError, FieldLabel } from '@/ui/primitives/text-field'
import { ImageIcon } from '@/ui/primitives/icons'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  min-width: 0;
`

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`

const Frame = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.muted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
  min-width: 0;
`

const Status = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

/* Visually hidden but focusable: the label beside it is its visible face. */
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

/** A chosen file through an object URL, set from the effect so a StrictMode remount never shows a revoked URL. */
function FilePreview({ file, alt }: { file: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return
    const url = URL.createObjectURL(file)
    if (ref.current) ref.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={ref} alt={alt} />
}

export type ImageFieldProps = {
  /** 'Milestone image': names the file input. */
  label: string
  /** The band's stored image, if any. */
  currentUrl: string | null
  /** A new file, '' when removed, null to keep the stored one. */
  value: ImageChoice
  onChange: (value: ImageChoice) => void
  error?: string
}

/** A band image (docs/product-rules.md#3): optional, any image type, previewed, removable (sent as ''). */
export function ImageField({ label, currentUrl, value, onChange, error }: ImageFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const file = value instanceof Blob ? value : null
  const shownUrl = value === null ? currentUrl : null
  const hasImage = Boolean(file) || Boolean(shownUrl)
  const status = file ? `New: ${file.name}` : value === '' && currentUrl ? 'Will be removed when you save' : hasImage ? 'Current image' : 'No image'
  const lower = label.toLowerCase()
  return (
    <Root>
      <FieldLabel as="span" aria-hidden="true">
        {label}
      </FieldLabel>
      <Box>
        <Frame>
          {file ? <FilePreview file={file} alt={`${label} preview`} /> : shownUrl ? <img src={shownUrl} alt={`Current ${lower}`} /> : <ImageIcon size={28} />}
        </Frame>
        <Controls>
          <FileInput
            id={id}
            type="file"
            accept="image/*"
            aria-label={label}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(statusId, Boolean(error) && errorId)}
            onChange={(event) => {
              const chosen = event.target.files?.[0]
              // Cleared so choosing the same file again (after Remove) still fires a change.
              event.target.value = ''
              if (chosen) onChange(chosen)
            }}
          />
          <ChooseLabel htmlFor={id}>{hasImage ? 'Replace' : 'Choose image'}</ChooseLabel>
          {hasImage && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              Remove<span className="visually-hidden"> {lower}</span>
            </Button>
          )}
          {value === '' && currentUrl && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              Undo<span className="visually-hidden"> removing the {lower}</span>
            </Button>
          )}
          <Status id={statusId}>{status}</Status>
        </Controls>
      </Box>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  )
}
