import styled, { keyframes } from 'styled-components'

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  pointer-events: none;
`

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${travel} 1.1s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    width: 100%;
    animation: none !important;
  }
`

/**
 * docs/decisions/070: the moment a link or a button takes the visitor to another page whose code or data is still on its
 * way, a thin bar along the top of the window says so (and "Loading the next page" to assistive technology),
 * until the next page is shown.
 */
export function NavigationProgress() {
  return (
    <Track role="progressbar" aria-label="Loading the next page" aria-valuetext="Loading">
      <Bar />
    </Track>
  )
}
