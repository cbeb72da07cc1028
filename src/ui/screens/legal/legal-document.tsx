import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { legalPaths, policyUpdatedLine } from '@/domain/policy'
import { Brand } from '@/ui/primitives/brand'
import { Cluster } from '@/ui/primitives/layout'
import { legalDocuments, type LegalDocument } from '@/ui/screens/legal/legal-documents'

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Body = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > * + * {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  h2,
  h3 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(0.75)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(2.5)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(0.75)};
  }
`

/**
 * A document's date, introduction and sections (decision 088). `headingLevel` is the sections' level:
 * h2 on the page under its h1, h3 in the sign-up's dialog under the dialog's h2.
 */
export function LegalDocumentText({ document, headingLevel }: { document: LegalDocument; headingLevel: 'h2' | 'h3' }) {
  const { intro, sections } = legalDocuments[document]
  const Heading = headingLevel
  return (
    <Body>
      <Updated>{policyUpdatedLine}</Updated>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Body>
  )
}

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`

const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Bar = styled(Cluster).attrs({ $justify: 'between' as const, $wrap: true })`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
`

const Main = styled.main`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(10)};
  overflow-wrap: anywhere;
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const Footer = styled.footer`
  max-width: 46rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(10)};
`

const PageLink = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)

const HomeLink = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  text-decoration: none;
`)

const other: Record<LegalDocument, LegalDocument> = { privacy: 'terms', terms: 'privacy' }

/** /privacy and /terms: a public page, prerendered, readable at 320 px (decision 088). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const next = other[document]
  return (
    <Page>
      <Header>
        <Bar>
          <HomeLink to="/" aria-label="First 1,000 Days home">
            <Brand />
          </HomeLink>
          <PageLink to="/signup">Sign Up</PageLink>
        </Bar>
      </Header>
      <Main>
        <Title>{legalDocuments[document].title}</Title>
        <LegalDocumentText document={document} headingLevel="h2" />
      </Main>
      <Footer>
        <nav aria-label="Legal">
          <Cluster $gap={3} $wrap>
            <PageLink to={legalPaths[next]}>{legalDocuments[next].title}</PageLink>
            <PageLink to="/">Back to the home page</PageLink>
          </Cluster>
        </nav>
      </Footer>
    </Page>
  )
}
