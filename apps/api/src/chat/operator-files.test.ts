// What operators may send (DESIGN.md §6, §7): allowed types whose bytes match, and safe names.
import { describe, expect, it } from 'vitest';

import { contentDisposition } from './chat-files';
import { fileKindOf, safeFileName } from './operator-files';

const bytes = (...values: number[]) => Buffer.from(values);

describe('fileKindOf', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image'],
    ['image/jpeg; charset=binary', bytes(0xff, 0xd8, 0xff, 0xe0), 'image'],
    ['image/gif', Buffer.from('GIF89a'), 'image'],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image'],
    ['application/pdf', Buffer.from('%PDF-1.7'), 'file'],
    ['application/zip', bytes(0x50, 0x4b, 0x03, 0x04), 'file'],
    ['application/x-hwp', Buffer.from('HWP Document File'), 'file'],
  ])('takes %s with matching bytes as %s', (type, data, kind) => {
    expect(fileKindOf(type, data)).toBe(kind);
  });

  it.each([
    ['image/png', Buffer.from('MZ\x90\x00', 'latin1')],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00AVI LIST', 'latin1')],
    ['application/pdf', Buffer.from('<html>')],
    ['text/html', Buffer.from('<script>')],
    ['image/svg+xml', Buffer.from('<svg onload=alert(1)>')],
  ])('refuses %s that is something else, or not allowed (E001000003)', (type, data) => {
    expect(() => fileKindOf(type, data)).toThrow(expect.objectContaining({ code: 'E001000003' }));
  });
});

describe('safeFileName', () => {
  it('keeps the name, without folders, control or bidirectional characters', () => {
    expect(safeFileName('C:\\\\Users\\\\x\\\\계약서.pdf')).toBe('계약서.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('a\u0000b.txt')).toBe('ab.txt');
  });

  it.each(['', '..', '\u202E'])('refuses a name that is nothing once cleaned: %j', (name) => {
    expect(() => safeFileName(name)).toThrow(expect.objectContaining({ code: 'E001000003' }));
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name with every reserved character escaped', () => {
    expect(contentDisposition('attachment', "위임장 (초안)'s.pdf")).toBe(
      `attachment; filename="___ (__)'s.pdf"; filename*=UTF-8''%EC%9C%84%EC%9E%84%EC%9E%A5%20%28%EC%B4%88%EC%95%88%29%27s.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(
      `inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`,
    );
  });
});
