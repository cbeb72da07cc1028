import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { logout } from '@/api/accounts.api'

/**
 * spec 4: logout clears all local storage and goes to /auth even if the call
 * fails. `logout()` already swallows the call's failure and clears storage;
 * the catch here only guards the navigation against anything unforeseen.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await logout()
    } catch (error) {
      console.warn('Logout failed; going to /auth anyway', error)
    }
    await navigate({ to: '/auth' })
  }, [navigate])
}
