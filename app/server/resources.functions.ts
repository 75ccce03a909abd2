import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { resourceCollections, type LibraryResource } from '~/lib/resources'
import { cacheControl } from './cache-policy'
import { selectPublishedResources } from './resources.server'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'

/**
 * Public: the published resources of the library or of the Security Hub's cards, in their
 * order. When the backend fails the list is empty, `failed` says so (the page tells the
 * visitor), and the page showing it is not cached.
 */
export const listPublishedResources = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ collection: v.picklist(resourceCollections, 'must be library or security-hub') })))
  .handler(async ({ data }): Promise<{ resources: LibraryResource[]; failed: boolean }> => {
    const result = await selectPublishedResources(createSupabaseAnonClient(), data.collection)
    if (result.failed) setResponseHeader('cache-control', cacheControl.noCache)
    return result
  })
