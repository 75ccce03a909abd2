/**
 * The partnership types an application offers (its first step), by id. Also read by the staff
 * notice mail: no imports but types, so the production server's mail worker loads it directly.
 */
import type { PartnershipTypeId } from '../domain/partnership-choices.ts'

export const partnershipTypeWords: readonly { id: PartnershipTypeId; title: string; description: string }[] = [
  {
    id: 'workshops',
    title: 'Workshops',
    description: 'Lead a 45-90 minute hands-on session that teaches members a practical skill.',
  },
  {
    id: 'roundtables',
    title: 'Roundtables',
    description: 'Guide a 60-minute discussion with 8-12 participants on one focused topic.',
  },
  {
    id: 'peer-groups',
    title: 'Peer Groups',
    description: 'Facilitate the same small group in monthly 75-minute sessions over 6 months.',
  },
  {
    id: 'fireside-chats',
    title: 'Fireside Chats',
    description:
      'Share your story and lessons learned in a 45-minute interview-style conversation.',
  },
  {
    id: 'content-creation',
    title: 'Content Creation',
    description: 'Write articles, record short videos or build templates and guides for members.',
  },
  {
    id: 'mentorship',
    title: 'Mentorship',
    description: 'Support one professional through a structured 12-week mentoring program.',
  },
]

/** A type's title by its id (an id no longer offered stays as it was stored). */
export function partnershipTypeTitle(id: string): string {
  return partnershipTypeWords.find((type) => type.id === id)?.title ?? id
}
