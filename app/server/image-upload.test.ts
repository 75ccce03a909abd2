import { describe, expect, it } from 'vitest'
import { sniffImageType, storageFileName } from './image-upload'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])
const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
const gif = new TextEncoder().encode('GIF89a......')

describe('uploaded images', () => {
  it('recognises images by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png')
    expect(sniffImageType(jpeg)).toBe('image/jpeg')
    expect(sniffImageType(webp)).toBe('image/webp')
    expect(sniffImageType(gif)).toBe('image/gif')
  })

  it('refuses text, SVG and empty files whatever their name', () => {
    expect(sniffImageType(new TextEncoder().encode('hello, I am a .png'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })

  it('names files with a timestamp, a random string and the original extension', () => {
    expect(storageFileName('Portrait.PNG', 'image/png', 1700000000000, 0.123456789)).toMatch(/^1700000000000-[a-z0-9]{1,8}\.png$/)
    expect(storageFileName('no-extension', 'image/jpeg', 1, 0.5)).toMatch(/\.jpg$/)
  })
})
