// The health and alerts routes read it here until the record-list kit's views take it (docs/decisions/096-routes-bind.md).
export { conflictOf } from '@/machines/conflict-view'
