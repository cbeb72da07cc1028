import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import type { Item, Level } from '@/domain/content-levels'
import { BandForm } from '@/ui/screens/admin/builder/band-form'
import { OptionForm } from '@/ui/screens/admin/builder/option-form'
import { QuestionForm } from '@/ui/screens/admin/builder/question-form'
import { QuestionSetForm } from '@/ui/screens/admin/builder/question-set-form'

export type ItemFormProps = {
  level: Level
  /** The item being edited; null when adding. */
  item: Item | null
  returnFocusTo: string
}

/** The one inline form of the builder, for whichever level is open (docs/product-rules.md#2). */
export function ItemForm({ level, item, returnFocusTo }: ItemFormProps) {
  switch (level) {
    case 'band':
      return <BandForm band={item as Band | null} returnFocusTo={returnFocusTo} />
    case 'questionSet':
      return <QuestionSetForm set={item as QuestionSet | null} returnFocusTo={returnFocusTo} />
    case 'question':
      return <QuestionForm question={item as Question | null} returnFocusTo={returnFocusTo} />
    case 'option':
      return <OptionForm option={item as Option | null} returnFocusTo={returnFocusTo} />
  }
}

/** data-focus-key of the buttons that open forms, so focus can return to them. */
export const focusKeys = {
  edit: (level: Level, id: number) => `edit:${level}:${id}`,
  add: (level: Level, parentId: number | null) => `add:${level}:${parentId ?? 'root'}`,
  /** A band's Preview link, and the coverage section's "Preview for age" button: focus comes back to them from the preview. */
  preview: (bandId: number) => `preview:band:${bandId}`,
  previewAge: 'preview:age',
}
