import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from 'styled-components'
import { SplashScreen } from '@/ui/screens/splash/splash-screen'
import { theme } from '@/ui/theme/theme'

afterEach(cleanup)

describe('SplashScreen', () => {
  it('shows the app name as the page heading and a loading status', () => {
    render(
      <ThemeProvider theme={theme}>
        <SplashScreen />
      </ThemeProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'First 1,000 Days' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/ready/i)
  })
})
