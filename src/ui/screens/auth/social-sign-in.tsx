import { useState } from 'react'
import styled from 'styled-components'
import { Notice } from '@/ui/primitives/notice'
import { Cluster } from '@/ui/primitives/layout'

const Divider = styled(Cluster).attrs({ as: 'p' as const, $gap: 1.5 })`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
`

const SocialButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

const NoticeSlot = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

export const socialUnavailableText = 'Social sign-in is not available in this build.'

/** docs/product-rules.md#decisions: the Google and Facebook buttons say plainly that social sign-in is not available. */
export function SocialSignIn() {
  const [asked, setAsked] = useState<string | null>(null)
  return (
    <section aria-label="Social sign-in">
      <Divider>or continue with</Divider>
      <Row>
        <SocialButton type="button" onClick={() => setAsked('Google')}>
          <span aria-hidden="true">G</span> Google
        </SocialButton>
        <SocialButton type="button" onClick={() => setAsked('Facebook')}>
          <span aria-hidden="true">f</span> Facebook
        </SocialButton>
      </Row>
      {asked && (
        <NoticeSlot>
          <Notice tone="info" onDismiss={() => setAsked(null)}>
            {asked}: {socialUnavailableText}
          </Notice>
        </NoticeSlot>
      )}
    </section>
  )
}
