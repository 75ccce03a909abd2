/** How an event takes place and how visitors register for it (the events table's CHECK lists). */

export const eventFormats = ['online', 'in_person', 'hybrid'] as const
export type EventFormat = (typeof eventFormats)[number]

export const registrationModes = ['none', 'external', 'on_site'] as const
export type RegistrationMode = (typeof registrationModes)[number]
