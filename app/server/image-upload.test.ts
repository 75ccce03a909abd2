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

  it('names files with a timestamp, a random string and the extension of the detected type', () => {
    expect(storageFileName('image/png', 1700000000000, 'abc123')).toBe('1700000000000-abc123.png')
    expect(storageFileName('image/jpeg', 1)).toMatch(/^1-[0-9a-f]{12}\.jpg$/)
    expect(storageFileName('image/webp')).not.toBe(storageFileName('image/webp'))
    expect(storageFileName('image/avif', 1, 'x')).toBe('1-x.avif')
  })
})
