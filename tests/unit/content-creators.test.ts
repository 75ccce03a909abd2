import { describe, expect, it } from 'vitest'
import { creatorLevelNames, creatorsPage, opportunityIds, partnershipOpportunities } from '~/content/creators'
import { creatorLevels, creatorLevelsPage } from '~/content/creator-levels'
import { onboardingPage, onboardingSteps } from '~/content/onboarding'
import { guidelineSections, partnerGuidelinesPage } from '~/content/partner-guidelines'

/** The opportunity titles a level can take on, in the opportunities' order. */
const engagementTypesFor = (level: string) =>
  partnershipOpportunities.filter((item) => (item.suitableFor as readonly string[]).includes(level)).map((item) => item.title)

const byId = (id: string) => {
  const found = partnershipOpportunities.find((item) => item.id === id)
  if (!found) throw new Error(`no opportunity ${id}`)
  return found
}

describe('/creators content', () => {
  it('has the 6 key benefits, in order', () => {
    expect(creatorsPage.benefits.items.map((item) => item.title)).toEqual(['Reach', 'Growth', 'Network', 'Impact', 'Revenue', 'Support'])
  })

  it('has 9 partnership opportunities with unique ids and every field filled', () => {
    expect(partnershipOpportunities).toHaveLength(9)
    expect(partnershipOpportunities.map((item) => item.id)).toEqual([...opportunityIds])
    for (const item of partnershipOpportunities) {
      expect(item.title.trim()).not.toBe('')
      expect(item.description.trim()).not.toBe('')
      expect(item.format.trim()).not.toBe('')
      expect(item.cta.trim()).not.toBe('')
      expect(item.suitableFor.length).toBeGreaterThan(0)
      expect(item.examples.length).toBeGreaterThan(0)
    }
  })

  it('states the format lengths', () => {
    expect(byId('workshops').format).toContain('45-90 min')
    expect(byId('roundtables').format).toMatch(/60 min.*8-12 participants/)
    expect(byId('peer-groups').format).toMatch(/Monthly 75-min sessions over 6 months/)
    expect(byId('fireside-chats').format).toContain('45 min')
    expect(byId('mentorship').format).toContain('12-week')
  })

  it('matches the level fit of each format', () => {
    expect(byId('roundtables').suitableFor).toEqual(['Authority', 'Influencer'])
    expect(byId('peer-groups').suitableFor).toEqual(['Authority', 'Influencer'])
    expect(byId('fireside-chats').suitableFor).toEqual(['Industry Icon'])
    for (const id of ['marketplace-listing', 'mentorship']) {
      expect(byId(id).suitableFor).toEqual(['Authority', 'Influencer', 'Industry Icon'])
    }
    for (const id of ['workshops', 'training', 'content-creation', 'referral-partner']) {
      expect(byId(id).suitableFor).toContain('Rising Creator')
    }
  })

  it('has the 4 steps and the 4 support areas', () => {
    expect(creatorsPage.howItWorks.steps.map((step) => step.title)).toEqual([
      'Initial Conversation',
      'Content Planning',
      'Platform Setup',
      'Launch & Support',
    ])
    expect(creatorsPage.support.items.map((item) => item.title)).toEqual([
      'Technical Support',
      'Promotion & Marketing',
      'Design & Branding',
      'Collaboration & Planning',
    ])
    expect(creatorsPage.monetization.eyebrow).toBe('Creator Monetization')
    expect(creatorsPage.hero.schedule).toBe('Schedule a Partnership Discussion')
  })
})

describe('/creators/levels content', () => {
  it('has the 4 page levels, numbered 1 to 4', () => {
    expect(creatorLevels).toHaveLength(4)
    expect(creatorLevels.map((level) => level.title)).toEqual([...creatorLevelNames])
    expect(creatorLevels.map((level) => level.level)).toEqual([1, 2, 3, 4])
    expect(new Set(creatorLevels.map((level) => level.id)).size).toBe(4)
    expect(new Set(creatorLevels.map((level) => level.badgeColor)).size).toBe(4)
  })

  it('fills every field of a level card', () => {
    for (const level of creatorLevels) {
      expect(level.description.trim()).not.toBe('')
      expect(level.engagementDetails.trim()).not.toBe('')
      expect(level.engagementTypes.length).toBeGreaterThan(0)
      expect(level.valueProps.length).toBeGreaterThan(0)
      expect(level.primaryCTA.label).not.toBe(level.secondaryCTA.label)
      expect(['application', 'opportunities', 'scheduling']).toContain(level.primaryCTA.target)
      expect(['application', 'opportunities', 'scheduling']).toContain(level.secondaryCTA.target)
    }
  })

  it('lists the engagement types the opportunities allow for that level ', () => {
    for (const level of creatorLevels) expect(level.engagementTypes).toEqual(engagementTypesFor(level.title))
    const types = Object.fromEntries(creatorLevels.map((level) => [level.title, level.engagementTypes]))
    expect(types['Industry Icon']).toContain('Fireside Chats')
    for (const name of ['Rising Creator', 'Authority', 'Influencer']) expect(types[name]).not.toContain('Fireside Chats')
    for (const name of ['Rising Creator', 'Industry Icon']) {
      expect(types[name]).not.toContain('Roundtables')
      expect(types[name]).not.toContain('Peer Groups')
    }
    expect(types['Rising Creator']).not.toContain('Mentorship')
    expect(types['Rising Creator']).not.toContain('Marketplace Listing')
  })

  it('has the closing section', () => {
    expect(creatorLevelsPage.closing.title).toBe('Find Your Perfect Creator Level')
    expect(creatorLevelsPage.closing.apply).toBe('Apply for Partnership')
    expect(creatorLevelsPage.closing.explore).toBe('Explore Opportunities')
  })
})

describe('/creators/onboarding content', () => {
  it('has the fixed headings, 3 points and 4 bullets', () => {
    expect(onboardingPage.hero.title).toBe('Welcome, Creators!')
    expect(onboardingPage.why.title).toBe('Why Become a Creator?')
    expect(onboardingPage.why.points).toHaveLength(3)
    expect(onboardingPage.journey.title).toBe('Your Onboarding Journey')
    expect(onboardingPage.whatYouGet.title).toBe('What You Get as a Creator')
    expect(onboardingPage.whatYouGet.bullets).toHaveLength(4)
  })

  it('has 7 steps, including a headshot, a short bio, a W9 and the 60-day trial link', () => {
    expect(onboardingSteps).toHaveLength(7)
    expect(new Set(onboardingSteps.map((step) => step.id)).size).toBe(7)
    const titles = onboardingSteps.map((step) => step.title.toLowerCase())
    expect(titles.some((title) => title.includes('headshot'))).toBe(true)
    expect(titles.some((title) => title.includes('short bio'))).toBe(true)
    expect(titles.some((title) => title.includes('w9'))).toBe(true)
    const trial = onboardingSteps.find((step) => step.link?.target === 'communityJoin')
    expect(trial?.description).toContain('60-day trial link')
  })
})

describe('/partnerguidelines content', () => {
  it('has the 8 sections, in order', () => {
    expect(partnerGuidelinesPage.hero.title).toBe('Partner Guidelines')
    expect(guidelineSections.map((section) => section.title.toLowerCase())).toEqual([
      'professionalism and integrity',
      'respect and inclusivity',
      'active contributor and collaborator',
      'purpose and value',
      'confidentiality and member trust',
      'content ownership and collaboration terms',
      'supporting the creator community',
      'promoting the brand',
    ])
    for (const section of guidelineSections) expect(section.points.length).toBeGreaterThan(0)
  })

  it('covers both cases of the consequences card', () => {
    const { minor, serious } = partnerGuidelinesPage.consequences
    expect(minor.text).toContain('warning')
    const outcomes = serious.outcomes.join(' | ').toLowerCase()
    for (const word of ['removal', 'suspension', 'termination', 'cancelling your scheduled events', 'blocking']) {
      expect(outcomes).toContain(word)
    }
  })
})
