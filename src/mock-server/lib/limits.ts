import { collectionLimits, limitReachedBody, type CollectionName } from '@/contract/collection-limits'
import { badRequest } from '@/mock-server/lib/http-error'

/** docs/decisions/085: a create that would take a collection past its limit answers 400 before anything is stored. */
export function checkRoom(name: CollectionName, count: number, adding = 1): void {
  if (count + adding > collectionLimits[name].max) throw badRequest(limitReachedBody(name))
}
