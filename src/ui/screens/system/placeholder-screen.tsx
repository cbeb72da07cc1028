import { MutedText, PageContainer, PageTitle, Stack } from '@/ui/primitives/card'

export type PlaceholderScreenProps = { title: string }

/** Stand-in for routes whose screen is not built yet. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  return (
    <PageContainer>
      <Stack $gap={1}>
        <PageTitle>{title}</PageTitle>
        <MutedText>This screen is being built.</MutedText>
      </Stack>
    </PageContainer>
  )
}
