import styled from 'styled-components'
import type { AccessEnded } from '@/contract/sharing'
import { accessEndedText, accessEndedTitle } from '@/domain/sharing'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'

const Notices = styled(Stack).attrs({ $gap: 1 })`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`

/** docs/decisions/094: the children no longer shared with the reader, said once, kindly, with a way to close it. */
export function AccessEndedNotices({ notices, onClose }: { notices: readonly AccessEnded[]; onClose: () => void }) {
  return (
    <Notices>
      {notices.map((notice) => (
        <Notice key={notice.id} tone="info" title={accessEndedTitle(notice)} onDismiss={onClose}>
          <p>{accessEndedText(notice)}</p>
        </Notice>
      ))}
    </Notices>
  )
}
