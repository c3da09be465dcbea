import type { RouteRecordRaw } from 'vue-router'

// Placeholder: the IP allow-list screens are added here by their owner.
export const securityRoutes: RouteRecordRaw[] = []
