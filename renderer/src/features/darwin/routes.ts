import type { RouteRecordRaw } from 'vue-router'

// Placeholder: the darwin screens are added here by their owner.
export const darwinRoutes: RouteRecordRaw[] = []
