import { ApiError } from '@/api/api-error'
import { staleRecordMessage } from '@/contract/conditional-writes'

/** A conditional write refused because the record changed since it was loaded: 412 with its current version (docs/decisions/086). */
export const conflictWith = (current: object) => new ApiError('http', 412, { detail: staleRecordMessage, current })
