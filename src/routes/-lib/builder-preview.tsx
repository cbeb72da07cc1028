import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { PreviewPick } from '@/domain/questionnaire'
import { questionnairePreviewMachine } from '@/machines/questionnaire-preview.machine'
import { BackArrow, BackLink } from '@/ui/primitives/back-link'
import type { BuilderRef } from '@/ui/screens/admin/builder/builder-context'
import { PreviewDetails } from '@/ui/screens/admin/builder/preview-details'
import { QuestionnaireScreen, type QuestionnaireStatus } from '@/ui/screens/questionnaire/questionnaire-screen'

const statusOf = { waiting: 'loading', loadFailed: 'loadFailed', noBand: 'noBand', showing: 'answering' } as const satisfies Record<
  string,
  QuestionnaireStatus
>

export type BuilderPreviewProps = {
  /** The builder's actor: its loaded list is what the preview shows. */
  builder: BuilderRef
  pick: PreviewPick
}

/**
 * The Milestone Builder's preview as a parent (docs/product-rules.md#decisions-builder-extras,
 * docs/decisions/045): the parent's own questionnaire screen in its preview mode, driven
 * by the preview machine. It takes the builder's content once the builder is idle (no
 * write on its way, so what shows is what is saved) and again whenever it reloads; it
 * sends nothing.
 */
export function BuilderPreview({ builder, pick }: BuilderPreviewProps) {
  const preview = useActorRef(questionnairePreviewMachine, { input: { pick } })
  const saved = useSelector(builder, (s) => (s.matches('ready') && !s.hasTag('busy') ? s.context.bands : null))
  const failed = useSelector(builder, (s) => s.matches('loadFailed'))
  useEffect(() => {
    if (saved) preview.send({ type: 'content.loaded', bands: saved })
    else if (failed) preview.send({ type: 'content.failed' })
  }, [saved, failed, preview])

  const status = useSelector(preview, (s) => statusOf[s.value as keyof typeof statusOf])
  const choice = useSelector(preview, (s) => s.context.choice)
  const answers = useSelector(preview, (s) => s.context.answers)
  const back = <Link to="/admin-dashboard/milestones">Back to the builder</Link>

  return (
    <QuestionnaireScreen
      status={status}
      band={choice?.band ?? null}
      answers={answers}
      onChoose={(question, option) => preview.send({ type: 'option.choose', question, option })}
      onFinish={() => {}}
      onRetry={() => {
        preview.send({ type: 'retry' })
        builder.send({ type: 'retry' })
      }}
      back={
        <Link to="/admin-dashboard/milestones" aria-label="Back to the Milestone Builder">
          <BackLink as="span">
            <BackArrow />
          </BackLink>
        </Link>
      }
      leave={back}
      ageNote={'age' in pick ? `For a child of ${pick.age} months` : undefined}
      preview={{ details: <PreviewDetails pick={pick} choice={choice} noBand={status === 'noBand'} back={back} /> }}
    />
  )
}
