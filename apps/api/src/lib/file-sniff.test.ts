import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-sniff.js';

describe('sniffFileType', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, such as a program renamed to .pdf', () => {
    expect(sniffFileType(Buffer.from('MZ\x90\x00\x03'))).toBeNull(); // a Windows .exe
    expect(sniffFileType(Buffer.from('\x7fELF'))).toBeNull();
    expect(sniffFileType(Buffer.from(''))).toBeNull();
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
