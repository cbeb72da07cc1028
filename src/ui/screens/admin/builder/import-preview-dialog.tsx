import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import styled from 'styled-components'
import { importPlanLevels, type ImportLevelPlan, type ImportPlan, type ImportPlanItem, type ImportPlanLevel } from '@/contract/content-import'
import { builderTexts } from '@/domain/content-levels'
import { Button } from '@/ui/primitives/button'
import { Dialog } from '@/ui/primitives/dialog'
import { Notice } from '@/ui/primitives/notice'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { countOf } from '@/domain/format'

/** Each list shows this many items, then says how many more there are: a preview of 8,000 removals stays readable. */
const SHOWN = 10

const levelTitles: Record<ImportPlanLevel, string> = { bands: 'Bands', sets: 'Question sets', questions: 'Questions', options: 'Answer options' }

/** The plan names fields as the wire does; the admin reads the form's words. */
const fieldWords: Record<string, string> = {
  is_active: 'active',
  age_min_months: 'min age',
  age_max_months: 'max age',
  milestone_image: 'milestone image',
  goal_image: 'goal image',
  help_text: 'help text',
  multi_select: 'multi-select',
  value_int: 'integer value',
  value_str: 'string value',
}
const fieldWord = (field: string) => fieldWords[field] ?? field


const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

const Level = styled.section`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const LevelTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Counts = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const ListTitle = styled.h4`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const List = styled.ul`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > li + li {
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`

const Within = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`

const ErrorList = styled.ol`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  overflow-wrap: anywhere;

  > li + li {
    margin-top: ${({ theme }) => theme.space(0.5)};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

/** docs/decisions/048: a reworded item's stored name, under its new one. */
const Was = styled.span`
  display: block;
`

function Items({ title, items }: { title: string; items: readonly (ImportPlanItem & { fields?: string[]; was?: string | undefined })[] }) {
  if (items.length === 0) return null
  return (
    <>
      <ListTitle>{title}</ListTitle>
      <List aria-label={title}>
        {items.slice(0, SHOWN).map((item, index) => (
          <li key={`${item.id ?? 'new'}-${index}`}>
            {item.label}
            {item.fields && <> ({item.fields.map(fieldWord).join(', ')})</>}
            {item.was !== undefined && <Was>was “{item.was}”</Was>}
            {item.within && <Within>in {item.within}</Within>}
          </li>
        ))}
        {items.length > SHOWN && <li>and {(items.length - SHOWN).toLocaleString('en')} more</li>}
      </List>
    </>
  )
}

function LevelSection({ level, plan }: { level: ImportPlanLevel; plan: ImportLevelPlan }) {
  const title = levelTitles[level]
  const counts = `${plan.added.length.toLocaleString('en')} added, ${plan.changed.length.toLocaleString('en')} changed, ${plan.removed.length.toLocaleString('en')} removed, ${plan.unchanged.toLocaleString('en')} unchanged`
  return (
    <Level aria-label={title}>
      <LevelTitle>{title}</LevelTitle>
      <Counts>{counts}</Counts>
      <Items title={`${title} added`} items={plan.added} />
      <Items title={`${title} changed`} items={plan.changed} />
      <Items title={`${title} removed`} items={plan.removed} />
    </Level>
  )
}

/** The warning that matters most: parents' answers the import deletes (decision 008), said before anything is applied. */
function AnswersNotice({ answers }: { answers: ImportPlan['answers'] }) {
  if (answers.deleted === 0 && answers.changed === 0) {
    return <Notice tone="success" title="No parent's answers are deleted." />
  }
  const whose = `${countOf(answers.parents, 'parent')}, ${countOf(answers.children, 'child', 'children')}`
  return (
    <Notice tone="error" title={`${countOf(answers.deleted, 'answer')} by parents will be deleted (${whose}).`}>
      {answers.changed > 0 && <p>{countOf(answers.changed, 'more answer')} will lose a removed option.</p>}
      <p>They answered items this file no longer lists. Deleted answers cannot be brought back.</p>
    </Notice>
  )
}

function PlanBody({ fileName, plan }: { fileName: string; plan: ImportPlan | null }) {
  if (plan === null) {
    return (
      <Notice tone="warning" title="The import preview is not available on this server.">
        <p>Nothing has been imported. Importing {fileName} without a preview updates the bands it lists and deletes parents&apos; answers to the items it no longer lists.</p>
      </Notice>
    )
  }
  if (!plan.valid) {
    return (
      <Notice tone="error" title={`${fileName} has ${countOf(plan.errors.length, 'error')}: nothing can be imported.`}>
        <ErrorList aria-label="Errors in the file">
          {plan.errors.map((error, index) => (
            <li key={index}>
              {error.path && <code>{error.path}</code>}
              {error.path && ': '}
              {error.message}
            </li>
          ))}
        </ErrorList>
      </Notice>
    )
  }
  const nothing = importPlanLevels.every((level) => {
    const { added, changed, removed } = plan.levels[level]
    return added.length + changed.length + removed.length === 0
  })
  return (
    <>
      <Lead>{nothing ? `${fileName} matches the milestones as they are: importing it changes nothing.` : `What importing ${fileName} will change. Nothing changes until you apply it.`}</Lead>
      <AnswersNotice answers={plan.answers} />
      <Sections>
        {importPlanLevels.map((level) => (
          <LevelSection key={level} level={level} plan={plan.levels[level]} />
        ))}
      </Sections>
    </>
  )
}

/** docs/decisions/044: what an import will do, from the server's dry run, with Apply and Cancel. */
export function ImportPreviewDialog() {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const preview = useSelector(ref, (s) => s.context.importPreview)
  const applying = useSelector(ref, (s) => s.matches({ ready: 'applying' }))
  const open = useSelector(ref, (s) => s.matches({ ready: 'previewing' }) || s.matches({ ready: 'applying' }))
  const plan = preview?.plan ?? null
  const canApply = preview !== null && plan?.valid !== false
  const cancel = () => send({ type: 'import.cancel' })
  // The dialog opens on Cancel: the safe choice when answers are about to be deleted.
  const cancelRef = useRef<HTMLButtonElement>(null)
  // SPEC section 8: a file that cannot be imported says 'Error importing milestones' (docs/decisions/048), here over its list of errors.
  const title = plan === null ? 'Import without preview?' : plan.valid ? 'Import preview' : builderTexts.importError
  return (
    <Dialog
      open={open && preview !== null}
      title={title}
      size="lg"
      // Closing while the import runs would hide its outcome.
      onClose={applying ? () => undefined : cancel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={applying}>
            Cancel
          </Button>
          {canApply && (
            <Button variant={plan !== null && plan.answers.deleted > 0 ? 'danger' : 'primary'} loading={applying} onClick={() => send({ type: 'import.apply' })}>
              {plan === null ? 'Import without preview' : 'Apply'}
            </Button>
          )}
        </>
      }
    >
      {preview && <PlanBody fileName={preview.file.name} plan={plan} />}
    </Dialog>
  )
}
