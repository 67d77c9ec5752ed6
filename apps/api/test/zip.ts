import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a test zip; `claimedSize` lets a test zip lie about its size, as a zip bomb does. */
export interface ZipFile {
  name: string;
  bytes: Buffer;
  stored?: boolean;
  claimedSize?: number;
}

/** A zip archive as common tools write it (deflated unless `stored`, UTF-8 names), for import tests. */
export function makeZip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const packed = file.stored ? file.bytes : deflateRawSync(file.bytes);
    const size = file.claimedSize ?? file.bytes.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x800, at + 2);
      header.writeUInt16LE(file.stored ? 0 : 8, at + 4);
      header.writeUInt32LE(crc32(file.bytes), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
