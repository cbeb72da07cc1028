import { describe, expect, it } from 'vitest'
import { emptyValues, formErrorsOf } from '@/domain/content-forms'
import { emptyChildFormValues } from '@/domain/child-form'
import { childFormIssues } from '@/domain/child-form-rules'

/*
 * docs/decisions/031: the server takes PNG, JPEG, WebP or GIF images of at most 10 MB;
 * the child and band forms refuse the rest before sending, with their own words.
 */
const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.svg', { type: 'image/svg+xml' })
const bigPng = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
const gif = new File([new TextEncoder().encode('GIF89a')], 'a.gif', { type: 'image/gif' })

const photoIssue = (image: File) =>
  childFormIssues({ ...emptyChildFormValues, image }).find((issue) => issue.path === 'image')?.message

describe('image rules of the forms', () => {
  it('child form: an SVG is not a photo the server takes; over 10 MB is too large; a GIF is fine', () => {
    expect(photoIssue(svg)).toBe('Please choose a PNG, JPEG, WebP or GIF image')
    expect(photoIssue(bigPng)).toBe('Please choose a photo smaller than 10 MB')
    expect(photoIssue(gif)).toBeUndefined()
  })

  it('band form: the same for the milestone and goal images', () => {
    const band = { ...emptyValues('band'), code: 'B9', title: 'Nine' }
    expect(formErrorsOf('band', { ...band, milestone_image: svg, goal_image: bigPng })).toEqual({
      milestone_image: 'Choose a PNG, JPEG, WebP or GIF image of at most 10 MB',
      goal_image: 'Choose a PNG, JPEG, WebP or GIF image of at most 10 MB',
    })
    expect(formErrorsOf('band', { ...band, milestone_image: gif })).toEqual({})
  })
})
