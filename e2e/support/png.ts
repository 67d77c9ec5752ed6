import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A real, decodable PNG of one solid colour: the server checks uploads by decoding them, so the
 * journeys need genuine images, and a tiny encoder keeps the e2e workspace free of image packages.
 */
export function solidPng(
  name: string,
  [red, green, blue]: [number, number, number],
  width = 120,
  height = 150,
) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer } satisfies UploadFile;
}

const palette: [number, number, number][] = [
  [176, 38, 54],
  [214, 140, 45],
  [46, 125, 90],
  [38, 84, 160],
  [112, 58, 140],
  [30, 30, 30],
];

/** `count` differently coloured PNGs named `${prefix}-1.png` and on. */
export function photos(prefix: string, count: number): UploadFile[] {
  return Array.from({ length: count }, (_, i) =>
    solidPng(`${prefix}-${i + 1}.png`, palette[i % palette.length] ?? [0, 0, 0]),
  );
}
