import { css } from 'styled-components'

/**
 * Out of sight, still read by screen readers: the core of the global `.visually-hidden` class, as css for
 * a rule that holds only at some widths (a table's header row on a phone, where each cell says its own label).
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`
