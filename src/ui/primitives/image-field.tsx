import { type ReactNode, useEffect, useId, useRef } from 'react'
import styled, { css } from 'styled-components'
import { Button, secondaryButtonFrame } from '@/ui/primitives/button'
import { describedBy, FieldError, FieldHint, FieldLabel } from '@/ui/primitives/text-field'
import { PersonIcon } from '@/ui/primitives/icons'
import { MediaImage } from '@/ui/primitives/media-image'
import { Stack } from '@/ui/primitives/layout'

/*
 * The one image picker of the app (docs/product-rules.md#3): a child's profile photo
 * (`variant="avatar"`: a round frame, its own words) and a band's milestone and
 * goal images (`variant="thumbnail"`: a labelled box with a status line and Undo).
 * Any image type, previewed, removable.
 */

type Variant = 'avatar' | 'thumbnail'

const Root = styled.div<{ $variant: Variant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $variant }) => ($variant === 'thumbnail' ? theme.space(0.75) : 0)};
  min-width: 0;
`

const Box = styled.div<{ $variant: Variant }>`
  display: flex;
  align-items: center;
  ${({ theme, $variant }) =>
    $variant === 'thumbnail'
      ? css`
          gap: ${theme.space(1.5)};
          padding: ${theme.space(1)};
          border: 1px dashed ${theme.colors.borderStrong};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
        `
      : css`
          flex-wrap: wrap;
          gap: ${theme.space(2)};
        `}
`

const Frame = styled.div<{ $variant: Variant }>`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  ${({ theme, $variant }) =>
    $variant === 'thumbnail'
      ? css`
          width: 64px;
          height: 64px;
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.sm};
          background: ${theme.colors.surfaceSunken};
          color: ${theme.colors.muted};
        `
      : css`
          width: 96px;
          height: 96px;
          border: 2px solid ${theme.colors.border};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primary};
        `}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Controls = styled.div<{ $variant: Variant }>`
  display: flex;
  min-width: 0;
  ${({ theme, $variant }) =>
    $variant === 'thumbnail'
      ? css`
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space(0.5)} ${theme.space(1)};
        `
      : css`
          flex-direction: column;
          align-items: flex-start;
          gap: ${theme.space(1)};
        `}
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
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  ${secondaryButtonFrame}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  ${FileInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

const Messages = styled(Stack).attrs({ $gap: 0.5 })`
  margin-top: ${({ theme }) => theme.space(1)};
`

/**
 * A chosen file through an object URL, created for this file and revoked when
 * the file changes or the preview goes away. The src is set from the effect
 * itself, so a remount (StrictMode) gets a fresh URL, never a revoked one.
 */
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
  /** The file input's name: 'Profile photo', 'Milestone image'. Shown above the box for a thumbnail. */
  label: string
  variant: Variant
  /** A newly chosen file, or null. */
  file: (Blob & { name?: string }) | null
  /** The stored image, if any (null once the parent or admin removed it). */
  currentUrl: string | null
  /** Thumbnail: the stored image will be removed on save (says so, and offers Undo). */
  removing?: boolean
  onChoose: (file: File) => void
  onRemove: () => void
  onUndo?: () => void
  /** Avatar: a line under the picker, e.g. the accepted types. */
  hint?: ReactNode
  error?: ReactNode
  /** Thumbnail: the empty frame's icon. */
  icon?: ReactNode
}

export function ImageField({ label, variant, file, currentUrl, removing = false, onChoose, onRemove, onUndo, hint, error, icon }: ImageFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const invalid = Boolean(error)
  const avatar = variant === 'avatar'
  const hasImage = Boolean(file) || Boolean(currentUrl)
  const lower = label.toLowerCase()
  const status = file ? `New: ${file.name ?? ''}` : removing ? 'Will be removed when you save' : hasImage ? 'Current image' : 'No image'

  const frame = file ? (
    <FilePreview file={file} alt={avatar ? 'Preview of the chosen photo' : `${label} preview`} />
  ) : currentUrl ? (
    <MediaImage src={currentUrl} alt={avatar ? 'Current photo' : `Current ${lower}`} />
  ) : avatar ? (
    <PersonIcon size={48} strokeWidth={1.5} />
  ) : (
    icon
  )

  const picker = (
    <Box $variant={variant}>
      <Frame $variant={variant}>{frame}</Frame>
      <Controls $variant={variant}>
        <FileInput
          id={id}
          type="file"
          accept="image/*"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(avatar ? (hint ? hintId : undefined) : statusId, invalid && errorId)}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // Cleared so choosing the same file again (after Remove) still fires a change.
            event.target.value = ''
            if (chosen) onChoose(chosen)
          }}
        />
        <ChooseLabel htmlFor={id}>{avatar ? (hasImage ? 'Change photo' : 'Choose a photo') : hasImage ? 'Replace' : 'Choose image'}</ChooseLabel>
        {hasImage && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {avatar ? 'Remove photo' : <>Remove<span className="visually-hidden"> {lower}</span></>}
          </Button>
        )}
        {removing && onUndo && (
          <Button variant="ghost" size="sm" onClick={onUndo}>
            Undo<span className="visually-hidden"> removing the {lower}</span>
          </Button>
        )}
        {!avatar && <Status id={statusId}>{status}</Status>}
      </Controls>
    </Box>
  )

  if (avatar) {
    return (
      <Root $variant={variant}>
        {picker}
        <Messages>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
        </Messages>
      </Root>
    )
  }
  return (
    <Root $variant={variant}>
      <FieldLabel as="span" aria-hidden="true">
        {label}
      </FieldLabel>
      {picker}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  )
}
