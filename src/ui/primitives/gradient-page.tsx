import styled from 'styled-components'

/** The calm full-height page of the sign-in pages and the onboarding: soft gradients, the content centred from md up. */
export const GradientPage = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  background:
    radial-gradient(circle at 10% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    radial-gradient(circle at 100% 100%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 40%),
    ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    justify-content: center;
    padding: ${({ theme }) => theme.space(4)};
  }
`
