import styled from 'styled-components'

/** Text that never breaks inside: a band's title ("12-24 Months") at its hyphen, "11.2 Kg", "0 years". */
export const Nowrap = styled.span`
  white-space: nowrap;
`
