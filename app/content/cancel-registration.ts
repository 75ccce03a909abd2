/**
 * /cancel-registration: the page a registrant's cancel link opens (in every mail about their
 * registration). Opening it changes nothing; its button cancels.
 */
export const cancelRegistrationCopy = {
  title: 'Your registration',
  seat: 'Seat confirmed',
  waitlist: (place: number) => `On the waitlist: number ${place} in line`,
  labels: { name: 'Name', event: 'Event', when: 'When', where: 'Where', status: 'Registration' },
  toBeAnnounced: 'Date to be announced',
  active: {
    lead: 'Can’t come after all? Cancel your registration, so someone else can have your seat.',
    leadWaitlist: 'No longer interested? Leave the waitlist.',
    button: 'Cancel my registration',
    busy: 'Cancelling...',
    failedTitle: 'Your registration was not cancelled.',
    unexpected: 'We could not reach the server. Check your connection and try again.',
  },
  cancelledNow: {
    title: 'Your registration is cancelled',
    seatFreed: 'Your seat is free again, for someone else to have.',
    leftWaitlist: 'You are no longer on the waitlist.',
  },
  used: {
    title: 'This link was used',
    text: (event: string) => `Your registration for ${event} is already cancelled: this link cannot be used again.`,
  },
  cancelledByStaff: {
    title: 'This registration was cancelled',
    text: (event: string) => `Your registration for ${event} was cancelled by the organizers.`,
  },
  eventCancelled: {
    title: 'This event was cancelled',
    text: (event: string) => `${event} was cancelled, and your registration with it.`,
  },
  started: {
    title: 'This event has started',
    text: (event: string) => `${event} has started, so the registration can no longer be cancelled.`,
  },
  removed: {
    title: 'This registration no longer exists',
    text: 'The event it was for has been removed from the site, and the registration with it: there is nothing left to cancel.',
  },
  unknown: {
    title: 'This link does not work',
    text: 'It is not a cancel link we sent, or it was cut short. Open the whole link from your e-mail, or reply to that e-mail and we will cancel it for you.',
  },
  eventPage: 'The event’s page',
  allEvents: 'All events',
} as const
