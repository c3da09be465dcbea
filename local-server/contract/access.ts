/**
 * Who may call each area's operations, in a module that loads no schema: the operations declare
 * these as their `access`, and the renderer's routes read the same rules for `meta.groups` without
 * bringing TypeBox and the areas' schemas into the sign-in screen's bundle (docs/architecture.md,
 * "The web build as `serve` sends it"). The spec leaves access open; the choices are in each
 * area's document.
 */
import { ALL_GROUPS } from './operation.js'

/** Credit and payments (docs/billing.md): scope billing, admin and billing users. */
export const BILLING_ACCESS = { scope: 'billing', groups: ['admin', 'billing'] } as const
/** Invoices (docs/invoices.md): as the rest of billing. */
export const INVOICES_ACCESS = { scope: 'billing', groups: ['admin', 'billing'] } as const

/** Scope darwin; admin, domain and darwin users (a darwin user reaches only the requests assigned to them). */
export const DARWIN_ACCESS = { scope: 'darwin', groups: ['admin', 'domain', 'darwin'] } as const
/** assignToMe and assignationRelease. */
export const DARWIN_ASSIGN_ACCESS = { scope: 'darwin', groups: ['admin', 'domain'] } as const
/** assignToUser. */
export const DARWIN_ADMIN_ACCESS = { scope: 'darwin', groups: ['admin'] } as const

/** Customer and Registrar reads (docs/registrar.md): any valid token, whatever its scope, of a user in any group. */
export const READ_ACCESS = { groups: ALL_GROUPS } as const
/** The registrar's own data and public information: any valid token; the spec lists no 403 for them. */
export const EVERY_USER_ACCESS = { groups: ALL_GROUPS, everyUser: true } as const
/** Changes to the registrar's own administrative data: admin only. */
export const ADMIN_ACCESS = { groups: ['admin'] } as const

/** IP addresses (docs/security.md): the registrar's administrators manage them, with a token of any scope. */
export const IP_ACCESS = { groups: ['admin'] } as const
/** The caller's own user and groups: every group, any scope. */
export const SELF_ACCESS = { groups: ALL_GROUPS } as const
/** The registrar's users: administrators, any scope. */
export const USERS_ACCESS = { groups: ['admin'] } as const
