import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Dialog } from '@/ui/primitives/dialog'
import { LegalDocumentText } from '@/ui/screens/legal/legal-document'
import { legalDocuments, type LegalDocument } from '@/ui/screens/legal/legal-documents'

export type LegalDialogProps = {
  /** The document shown, or null when closed. */
  shown: LegalDocument | null
  onClose: () => void
}

/**
 * docs/product-rules.md#2 asks for links to the terms and the privacy policy. They open here, over the form,
 * so reading one never loses what the parent has typed; the same text is the public page /terms or /privacy
 * (decision 088).
 */
export function LegalDialog({ shown, onClose }: LegalDialogProps) {
  return (
    <Dialog open={shown !== null} title={shown ? legalDocuments[shown].title : ''} onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {shown && <LegalDocumentText document={shown} headingLevel="h3" />}
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
