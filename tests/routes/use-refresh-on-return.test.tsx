import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataChangesChannel } from '@/api/data-changes'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'

/** Another tab's backend announcing a committed write (README 2026-11-25). */
async function postChanged(message: unknown) {
  const channel = new BroadcastChannel(dataChangesChannel)
  channel.postMessage(message)
  channel.close()
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
}

describe('useRefreshOnReturn (issue #11: refresh when the tab is back in view)', () => {
  let now = 10_000
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => now)
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('refreshes once per return: visibilitychange to visible and focus together count once', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshOnReturn(refresh))
    expect(refresh).not.toHaveBeenCalled()
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
    expect(refresh).toHaveBeenCalledTimes(1)
    now += 5_000
    window.dispatchEvent(new Event('focus'))
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('does not refresh when the tab is hidden', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshOnReturn(refresh))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(refresh).not.toHaveBeenCalled()
  })

  it("refreshes on another tab's committed write only while this window is not the one in use", async () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshOnReturn(refresh))
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    await postChanged({ type: 'changed' })
    expect(refresh).not.toHaveBeenCalled()
    hasFocus.mockReturnValue(false)
    await postChanged({ type: 'something else' })
    expect(refresh).not.toHaveBeenCalled()
    await postChanged({ type: 'changed' })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('stops listening when the screen goes', () => {
    const refresh = vi.fn()
    const { unmount } = renderHook(() => useRefreshOnReturn(refresh))
    unmount()
    window.dispatchEvent(new Event('focus'))
    expect(refresh).not.toHaveBeenCalled()
  })
})
