import { describe, expect, it } from 'vitest'
import { imageUploadBody } from './image-source'

describe('imageUploadBody', () => {
  it('sends the chosen file, and only it, under `file`', () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' })
    const body = imageUploadBody(file)
    expect([...body.keys()]).toEqual(['file'])
    expect((body.get('file') as File).name).toBe('portrait.png')
  })
})
