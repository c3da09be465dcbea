/**
 * The registrar events log as a list kept in the URL: its filters (the API's `type` and
 * `created`, a date range whose ends are both included) and its defaults (newest first).
 */
import type { ListDefaults, ListSpec } from '@/composables/list-state'

export const EVENTS_SPEC: ListSpec = {
  type: { kind: 'multi' },
  // `created` is repeatable in the API: a range is sent as `ge:from` and `le:to`.
  created: { kind: 'dateRange', repeatable: true },
}

export const EVENTS_DEFAULTS: ListDefaults = { size: 20, sort: ['created,desc'] }
