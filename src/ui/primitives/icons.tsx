/*
 * The one icon set (docs/decisions/043): every icon the app draws, each drawn once.
 * Import from here. The drawings live in three files so each page's
 * JavaScript carries only the ones it uses: shell (the first screen and the
 * app's frame), actions (buttons and links), topics (subjects).
 */
export { Icon, type IconProps } from '@/ui/primitives/icons/icon'
export * from '@/ui/primitives/icons/shell'
export * from '@/ui/primitives/icons/actions'
export * from '@/ui/primitives/icons/topics'
