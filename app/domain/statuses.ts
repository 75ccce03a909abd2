/**
 * Every status a stored row can have, one list per table. Admin forms, schemas and labels
 * read them from here; each table's CHECK constraint lists the same values.
 */

export const applicationStatuses = ['new', 'in_review', 'accepted', 'declined'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

export const claimStatuses = ['new', 'confirmed'] as const
export type ClaimStatus = (typeof claimStatuses)[number]

export const eventStatuses = ['draft', 'published'] as const
export type EventStatus = (typeof eventStatuses)[number]

export const registrationStatuses = ['confirmed', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof registrationStatuses)[number]

export const resourceStatuses = ['draft', 'published'] as const
export type ResourceStatus = (typeof resourceStatuses)[number]
