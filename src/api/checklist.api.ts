import { call } from '@/api/client'
import { endpoints } from '@/contract/endpoints'
import type { PracticeTick } from '@/contract/practice'

/** The Weekly Checklist's ticks (docs/decisions/055, an optional extension). */
export const getPracticeWeek = (child: number, week: string) => call(endpoints.getPracticeWeek, { query: { child, week } })
export const setPractice = (body: PracticeTick) => call(endpoints.setPractice, { body })
