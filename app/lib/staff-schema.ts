/**
 * The team's and the staff account pages' input, as valibot schemas shared by the forms and their
 * server functions.
 */
import * as v from 'valibot'
import { staffRoles } from '~/domain/staff'

export const emailSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(254, 'is too long'),
  v.email('must be an e-mail address such as name@example.com'),
)

export const staffRoleSchema = v.picklist(staffRoles, 'must be admin or editor')

export const inviteSchema = v.object({ email: emailSchema, role: staffRoleSchema })
export type InviteInput = v.InferOutput<typeof inviteSchema>

export const memberSchema = v.object({
  userId: v.pipe(v.string('is required'), v.uuid('must be a staff member id')),
})

export const changeRoleSchema = v.object({ ...memberSchema.entries, role: staffRoleSchema })

/** A 6-digit code from an authenticator app (spaces people type are dropped). */
export const codeSchema = v.object({
  code: v.pipe(
    v.string('is required'),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows'),
  ),
})

/** A mailed link's token: what the link's page sends back with its button. */
export const linkTokenSchema = v.pipe(
  v.string('is required'),
  v.regex(/^[0-9a-f]{64}$/, 'is not a link this site sent'),
)

export const setPasswordSchema = v.object({
  token: linkTokenSchema,
  password: v.pipe(v.string('is required'), v.maxLength(200, 'is too long')),
})

export const recoverySchema = v.object({ email: emailSchema })

/** The Account page's password change: the current password, and the new one (its rules are the server's). */
export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(1024, 'is too long')),
  newPassword: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(200, 'is too long')),
})
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>
