import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { ageCoverage, coverageTexts, type AgeCoverage } from '@/domain/age-coverage'
import { unanswerableCount, unanswerableSummary } from '@/domain/answerable'
import { StatusIcon } from '@/ui/primitives/icons'
import { IconLine } from '@/ui/primitives/icon-line'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'
import { useBuilderPreview, useBuilderRef } from '@/ui/screens/admin/builder/builder-context'
import { CoverageBar, rangeText } from '@/ui/screens/admin/builder/coverage-bar'
import { PreviewAgeForm } from '@/ui/screens/admin/builder/preview-age-form'

/*
 * Age coverage at a glance (docs/product-rules.md#decisions-builder-extras), above the
 * band list: a bar of the ages 0-36 months (further when a band goes further) with
 * each band's range, the gaps no active band covers and the overlaps beyond a shared
 * edge marked; under it the same facts in words (the bar's text alternative): the
 * gaps and overlaps as a list, every band as a table. Each band's segment is a button
 * that brings its row into view and focuses it.
 */

const Section = styled(Stack).attrs({ as: 'section', $gap: 1.5 })`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Top = styled(Cluster).attrs({ $wrap: true, $align: 'end', $justify: 'between', $gap: 1.5 })`
  column-gap: ${({ theme }) => theme.space(3)};
`

const Lead = styled.p`
  max-width: 560px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Facts = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const FactList = styled(Stack).attrs({ as: 'ul', $gap: 0.5 })`
  ${plainList}
`

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const TableScroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space(1)};
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: ${({ theme }) => theme.space(0.5)};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`

/**
 * The bar's text alternative: the gaps and overlaps in words (announced as they change), and every band in a table;
 * and how many active questions parents cannot answer (docs/decisions/048), whose rows say so.
 */
export function CoverageFacts({ coverage, unanswerable = 0 }: { coverage: AgeCoverage; unanswerable?: number }) {
  // The table is made only while it is open: 50 bands' rows are not kept hidden in the page.
  const [tableOpen, setTableOpen] = useState(false)
  return (
    <>
      <Facts id="age-coverage-facts" aria-live="polite">
        {coverage.problems.length === 0 ? (
          <IconLine as="p">
            <StatusIcon tone="success" size={16} strokeWidth={2.4} />
            {coverageTexts.allCovered(coverage.checkedUntil)}
          </IconLine>
        ) : (
          <FactList aria-label="Gaps and overlaps">
            {coverage.issues.map((issue) => (
              <IconLine as="li" key={issue.key}>
                <StatusIcon tone="warning" size={16} strokeWidth={2.4} />
                {issue.message}
              </IconLine>
            ))}
          </FactList>
        )}
        {unanswerable > 0 && (
          <IconLine as="p">
            <StatusIcon tone="warning" size={16} strokeWidth={2.4} />
            {unanswerableSummary(unanswerable)}
          </IconLine>
        )}
      </Facts>
      <Details open={tableOpen} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>Bands by age, as a table</summary>
        {tableOpen && (
          <TableScroll>
            <Table>
              <caption>Every band's ages; only active bands are offered to parents</caption>
              <thead>
                <tr>
                  <th scope="col">Band</th>
                  <th scope="col">Ages</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {coverage.bands.map((band) => (
                  <tr key={band.id}>
                    <th scope="row">
                      {band.title} <span>({band.code})</span>
                    </th>
                    <td>{rangeText(band)}</td>
                    <td>{band.active ? 'Active' : 'Inactive'}</td>
                  </tr>
                ))}
                {coverage.unranged.map((band) => (
                  <tr key={band.id}>
                    <th scope="row">
                      {band.title} <span>({band.code})</span>
                    </th>
                    <td>No age range: never offered to parents</td>
                    <td>{band.active ? 'Active' : 'Inactive'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Details>
    </>
  )
}

/** The coverage section above the band list; `onShowBand` focuses a band's row. */
export function AgeCoverageSection() {
  const ref = useBuilderRef()
  const bands = useSelector(ref, (s) => s.context.bands)
  const { previewAge, showBand, returnToAgeForm } = useBuilderPreview()
  const coverage = useMemo(() => ageCoverage(bands), [bands])
  const unanswerable = useMemo(() => unanswerableCount(bands), [bands])
  return (
    <Section aria-labelledby="age-coverage-heading">
      <Top>
        <div>
          <h2 id="age-coverage-heading">Age coverage</h2>
          <Lead>
            The ages each band covers, from 0 to {coverage.scaleEnd} months. Neighbouring bands may share an edge month (a child of exactly that age
            gets the older band). Choose a band to go to its row.
          </Lead>
        </div>
        {previewAge && <PreviewAgeForm onPreview={previewAge} takeFocus={returnToAgeForm} />}
      </Top>
      <CoverageBar coverage={coverage} onShowBand={showBand} />
      <CoverageFacts coverage={coverage} unanswerable={unanswerable} />
    </Section>
  )
}
