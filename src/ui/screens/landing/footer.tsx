import { type ComponentType } from 'react'
import styled from 'styled-components'
import { MutedText } from '@/ui/primitives/text'
import { Cluster, PlainList, Stack } from '@/ui/primitives/layout'
import { LogoMark } from '@/ui/primitives/brand'
import { PhoneIcon, StoreTriangleIcon } from '@/ui/primitives/icons'
import { legalPaths } from '@/domain/policy'
import { Container, SECTION_IDS } from '@/ui/screens/landing/layout'

// spec 2 "/": "a footer with App Store and Google Play buttons whose links all point to the root".
const ROOT = '/'

const STORES: readonly { name: string; prefix: string; Icon: ComponentType<{ size?: number }> }[] = [
  { name: 'App Store', prefix: 'Download on the', Icon: PhoneIcon },
  { name: 'Google Play', prefix: 'Get it on', Icon: StoreTriangleIcon },
]

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: `#${SECTION_IDS.features}` },
      { label: 'Milestones', href: `#${SECTION_IDS.milestones}` },
      { label: 'Daily goals', href: `#${SECTION_IDS.goals}` },
      { label: 'Pricing', href: `#${SECTION_IDS.pricing}` },
    ],
  },
  {
    title: 'Parents',
    links: [
      { label: 'Community', href: `#${SECTION_IDS.community}` },
      { label: 'Parents’ stories', href: `#${SECTION_IDS.testimonials}` },
      { label: 'Help centre', href: ROOT },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: ROOT },
      { label: 'Contact', href: ROOT },
      { label: 'Privacy Policy', href: legalPaths.privacy },
      { label: 'Terms and Conditions', href: legalPaths.terms },
    ],
  },
] as const

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
`

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(7)} 0 ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space(8)};
  }
`

const BrandName = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

const Tagline = styled(MutedText)`
  max-width: 26em;
`

const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 168px;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  line-height: 1.15;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &,
  &:hover {
    color: ${({ theme }) => theme.colors.surface};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`

const LinkList = styled(PlainList)`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

// Extra room at the bottom keeps the copyright clear of the demo's fixed "Demo data" button.
const Bottom = styled(Stack).attrs({ $gap: 1 })`
  padding: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
  }
`

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <Root>
      <Container>
        <Top>
          <Stack $align="start">
            <BrandName>
              <LogoMark size={32} />
              First 1,000 Days
            </BrandName>
            <Tagline>
              A calm companion for your child&apos;s development, from pregnancy to their third birthday.
            </Tagline>
            <Cluster as={PlainList} aria-label="Get the app" $align="stretch" $gap={1.5} $wrap>
              {STORES.map(({ name, prefix, Icon }) => (
                <li key={name}>
                  <StoreLink href={ROOT} aria-label={`${prefix} ${name}`}>
                    <Icon size={26} />
                    <span>
                      <small>{prefix}</small>
                      <strong>{name}</strong>
                    </span>
                  </StoreLink>
                </li>
              ))}
            </Cluster>
          </Stack>
          <Columns>
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
                <ColumnTitle id={`footer-${column.title.toLowerCase()}`}>{column.title}</ColumnTitle>
                <LinkList>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </LinkList>
              </nav>
            ))}
          </Columns>
        </Top>
        <Bottom>
          <p>© {year} First 1,000 Days. All rights reserved.</p>
          <p>Supports, and never replaces, advice from your child&apos;s doctor. Testimonials are illustrative samples.</p>
        </Bottom>
      </Container>
    </Root>
  )
}
