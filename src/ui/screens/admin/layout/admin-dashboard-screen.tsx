import styled from 'styled-components'
import { PageContainer } from '@/ui/primitives/card'

const Panel = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: center;
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`

/** docs/product-rules.md#2: the dashboard index shows only the placeholder text 'Dashboard Content'. */
export function AdminDashboardScreen() {
  return (
    <PageContainer $width="wide">
      <Panel aria-labelledby="admin-dashboard-title">
        <Title id="admin-dashboard-title">Dashboard Content</Title>
      </Panel>
    </PageContainer>
  )
}
