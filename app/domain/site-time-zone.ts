/**
 * The time zone of the site's dates where a record names none: the conference's zone when no
 * conference is set, a new event's zone, the day a new resource is dated. The operator is in
 * New York; a record that names a zone (an event) is shown in its own.
 */
export const SITE_TIME_ZONE = 'America/New_York'
