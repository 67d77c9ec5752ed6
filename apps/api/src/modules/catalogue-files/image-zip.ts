import { inflateRawSync } from 'node:zlib';
import { checkImage, MAX_IMAGE_BYTES } from '../media';

/**
 * The zip of photos sent beside a catalogue file, read with Node's own zlib: the central directory
 * once, each photo only when a row names it. Nothing is written to disk under a name from the zip,
 * and a photo is inflated into at most 5 MB, whatever sizes the zip claims (so a zip bomb stops there).
 */
export interface ImageZip {
  /** The photo a cell names: its path in the zip, or its file name alone when one photo has it; any case. */
  find(name: string): ZipEntry | null;
  /** A photo's bytes; throws an Error whose message is for the shop owner. */
  read(entry: ZipEntry): Buffer;
}

export interface ZipEntry {
  path: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

/** A zip the import will not take: its message is the 400's sentence under `images`. */
export class ZipRefused extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 10_000;
const TOO_LARGE = 'Images may be at most 5 MB each.';
const DAMAGED =
  'The zip of images could not be read: it may be damaged. Make it again and send it once more.';

/** Reads a zip's directory; throws ZipRefused for a damaged, ZIP64, encrypted or path-escaping zip. */
export function openImageZip(bytes: Buffer): ImageZip {
  const entries = readDirectory(bytes);
  const byPath = new Map<string, ZipEntry>();
  const byName = new Map<string, ZipEntry[]>();
  for (const entry of entries) {
    const key = entry.path.toLowerCase();
    byPath.set(key, entry);
    const name = key.split('/').at(-1) ?? key;
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  }
  return {
    find(name) {
      const key = cleanPath(name).toLowerCase();
      const named = byName.get(key);
      return byPath.get(key) ?? (named?.length === 1 ? (named[0] ?? null) : null);
    },
    read: (entry) => readEntry(bytes, entry),
  };
}

/** A cell naming a photo in the zip rather than giving its address: no scheme ("https://") before it. */
export function namesZipFile(cell: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(cell.trim());
}

/** Why the photo a cell names cannot come from the zip, or null: it is there and is an image as uploads are. */
export async function zipPhotoProblem(zip: ImageZip | null, name: string): Promise<string | null> {
  if (!zip) {
    return `"${name}" is a file name, but no zip of images came with the file: send the photos in a zip beside it, or give the photo's full address, starting with https://.`;
  }
  const entry = zip.find(name);
  if (!entry) return `"${name}" is not in the zip of images.`;
  try {
    await checkImage(zip.read(entry));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A cell's photo name as the zip writes paths: forward slashes, no leading "./". */
function cleanPath(name: string): string {
  return name
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '');
}

function readDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) {
    throw new ZipRefused(
      'Zips over 4 GB or with over 65,535 files (ZIP64) are not taken: send a smaller zip.',
    );
  }
  if (count > MAX_ENTRIES) throw new ZipRefused(`A zip of images may hold at most ${MAX_ENTRIES} files.`);
  if (directoryStart + directorySize > end) throw new ZipRefused(DAMAGED);

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefused(DAMAGED);
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw new ZipRefused(DAMAGED);
    // Bit 11: the name is UTF-8; otherwise it is the old DOS code page, read here as Latin-1.
    const raw = bytes.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    const path = cleanPath(raw);
    if (escapes(path)) {
      throw new ZipRefused(
        `The zip holds "${raw}", a path outside the zip's own folder: such zips are not taken.`,
      );
    }
    if (flags & 0x1) throw new ZipRefused('The zip is protected by a password: send one without.');
    if (!path.endsWith('/')) {
      entries.push({
        path,
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        size: bytes.readUInt32LE(at + 24),
        localHeader: bytes.readUInt32LE(at + 42),
      });
    }
    at = next;
  }
  return entries;
}

/** The end-of-directory record: in the last 22 bytes, or up to a 64 KB comment before them. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipRefused('The images file is not a zip: send the photos as one .zip file.');
}

/** An absolute path, a drive letter, or a ".." step: a name that would lead out of the zip's folder. */
function escapes(path: string): boolean {
  return path.startsWith('/') || /^[a-z]:/i.test(path) || path.split('/').includes('..');
}

function readEntry(bytes: Buffer, entry: ZipEntry): Buffer {
  if (entry.size > MAX_IMAGE_BYTES) throw new Error(TOO_LARGE);
  const at = entry.localHeader;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new Error(DAMAGED);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) throw new Error(DAMAGED);
  if (entry.method === STORED) {
    if (packed.length > MAX_IMAGE_BYTES) throw new Error(TOO_LARGE);
    return Buffer.from(packed);
  }
  if (entry.method !== DEFLATED) {
    throw new Error('This photo is packed in a way the shop cannot read: zip it with ordinary compression.');
  }
  try {
    // A size the zip understates cannot take more than this: inflating stops at 5 MB and a byte.
    const photo = inflateRawSync(packed, { maxOutputLength: MAX_IMAGE_BYTES + 1 });
    if (photo.length > MAX_IMAGE_BYTES) throw new Error(TOO_LARGE);
    return photo;
  } catch (error) {
    if (
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ||
      (error as Error).message === TOO_LARGE
    ) {
      throw new Error(TOO_LARGE);
    }
    throw new Error(DAMAGED);
  }
}
