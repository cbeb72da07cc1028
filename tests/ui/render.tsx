import { render, type RenderOptions } from '@testing-library/react'
import { type ReactElement, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/ui/theme/theme'
import { loadToastItems, ToastProvider } from '@/ui/primitives/toast'

// The app loads the toasts' look right after its first render; here it is there before the first test, as in the browser by the time anyone acts.
await loadToastItems()

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  )
}

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options })
}
