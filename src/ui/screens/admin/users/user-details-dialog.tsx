import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { isApiError } from '@/api/api-error'
import type { AdminUser, AdminUserUpdate } from '@/contract/accounts'
import {
  adminUserUpdate,
  formFieldErrors,
  type AdminUserFormField,
  type AdminUserFormValues,
} from '@/domain/admin-users'
import { unexpectedErrorText } from '@/domain/error-text'
import { Button } from '@/ui/primitives/button'
import { Dialog } from '@/ui/primitives/dialog'
import { Notice } from '@/ui/primitives/notice'
import { UserDetailsView } from '@/ui/screens/admin/users/user-details-view'
import { UserEditForm } from '@/ui/screens/admin/users/user-edit-form'

const ErrorSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space(2)};

  &:focus {
    outline: none;
  }
`

type Mode = 'view' | 'edit'

export type UserDetailsDialogProps = {
  user: AdminUser
  onClose: () => void
  /** Sends the full edited user (PUT); rejects with the ApiError on failure. */
  onSave: (id: number, body: AdminUserUpdate) => Promise<AdminUser>
  /** After a successful save; the caller closes the dialog. */
  onSaved: (saved: AdminUser) => void
}

/**
 * docs/product-rules.md#4 "User dialog": view mode with Close and Edit Profile; edit
 * mode with Cancel (back to view with the stored values) and Save Changes
 * (validate, send, close). A failed save stays in edit mode with the edited
 * values, 'Error: {message}' (section 8) and the server's field errors.
 */
export function UserDetailsDialog({ user, onClose, onSave, onSaved }: UserDetailsDialogProps) {
  const [mode, setMode] = useState<Mode>('view')
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<AdminUserFormField, string>>>({})
  const formId = useId()
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const backFromEditing = useRef(false)

  // Back in view mode after Cancel, the keyboard stays where the reader was: on Edit Profile.
  useEffect(() => {
    if (mode === 'view' && backFromEditing.current) editButtonRef.current?.focus()
    backFromEditing.current = false
  }, [mode])

  // A failed save takes focus to its message (the Save button was busy, so focus had nowhere to stay).
  useEffect(() => {
    if (saveError) errorRef.current?.focus()
  }, [saveError])

  const startEditing = () => {
    setSaveError(null)
    setServerErrors({})
    setMode('edit')
  }

  const cancelEditing = () => {
    setSaveError(null)
    setServerErrors({})
    backFromEditing.current = true
    setMode('view')
  }

  const save = async (values: AdminUserFormValues) => {
    setSaving(true)
    setSaveError(null)
    setServerErrors({})
    try {
      const saved = await onSave(user.id, adminUserUpdate(user, values))
      onSaved(saved)
    } catch (error) {
      console.warn(`User ${user.id} could not be saved`, error)
      const message = error instanceof Error && error.message ? error.message : unexpectedErrorText
      setSaveError(`Error: ${message}`)
      setServerErrors(isApiError(error) ? formFieldErrors(error.fieldErrors) : {})
      setSaving(false)
    }
  }

  const clearServerError = (field: AdminUserFormField) => {
    setServerErrors((errors) => {
      if (!(field in errors)) return errors
      const { [field]: _cleared, ...rest } = errors
      return rest
    })
  }

  const editing = mode === 'edit'

  return (
    <Dialog
      open
      size="lg"
      title={editing ? `Edit ${user.full_name}` : user.full_name}
      // Closing mid-save would hide the outcome.
      onClose={saving ? () => undefined : onClose}
      // Distinct keys: React must not turn the clicked Edit Profile button into Save Changes mid-click
      // (the click's default action would then submit the form).
      footer={
        editing ? (
          <>
            <Button key="cancel" variant="secondary" onClick={cancelEditing} disabled={saving}>
              Cancel
            </Button>
            <Button key="save" type="submit" form={formId} loading={saving}>
              Save Changes
            </Button>
          </>
        ) : (
          <>
            <Button key="close" variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button key="edit" ref={editButtonRef} onClick={startEditing}>
              Edit Profile
            </Button>
          </>
        )
      }
    >
      {editing ? (
        <>
          {saveError && (
            <ErrorSlot ref={errorRef} tabIndex={-1}>
              <Notice tone="error">{saveError}</Notice>
            </ErrorSlot>
          )}
          <UserEditForm
            formId={formId}
            user={user}
            saving={saving}
            serverErrors={serverErrors}
            onFieldEdited={clearServerError}
            onSubmit={save}
          />
        </>
      ) : (
        <UserDetailsView user={user} />
      )}
    </Dialog>
  )
}
