import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Dialog } from '@/ui/primitives/dialog'

export type LegalDocument = 'terms' | 'privacy'

/**
 * docs/product-rules.md#2 asks for links to the terms and the privacy policy but names
 * no pages for them. They open here, over the form, so following one never
 * loses what the parent has typed. Sample text: the real documents come from
 * the product owner.
 */
const documents: Record<LegalDocument, { title: string; paragraphs: readonly string[] }> = {
  terms: {
    title: 'Terms and Conditions',
    paragraphs: [
      'First 1,000 Days helps you follow your child’s development. It offers general information and does not replace advice from your pediatrician or another health professional.',
      'You are responsible for the accuracy of the details you enter about yourself and your children, and for keeping your password private.',
      'You can stop using the service and ask us to delete your account at any time.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'We store the details you give us (your name, contact details and your children’s profiles and answers) only to run the service for you.',
      'We never sell your data and we show no advertising. Marketing updates are sent only if you ask for them, and you can stop them at any time.',
      'You can ask for a copy of your data, or for its deletion, whenever you like.',
    ],
  },
}

const Sample = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

const Paragraph = styled.p`
  & + & {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
`

export type LegalDialogProps = {
  /** The document shown, or null when closed. */
  shown: LegalDocument | null
  onClose: () => void
}

export function LegalDialog({ shown, onClose }: LegalDialogProps) {
  const content = shown ? documents[shown] : null
  return (
    <Dialog
      open={content !== null}
      title={content?.title ?? ''}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {content?.paragraphs.map((paragraph) => <Paragraph key={paragraph}>{paragraph}</Paragraph>)}
      <Sample>Sample text for this demo.</Sample>
    </Dialog>
  )
}

/** Looks like a link inside the checkbox label; it opens a dialog instead of leaving the form. */
export const LegalLinkButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`
