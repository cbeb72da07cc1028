import 'styled-components'
import type { AppTheme } from '@/ui/theme/theme'

declare module 'styled-components' {
  // Module augmentation needs an interface; extending is the only way to reuse AppTheme here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
