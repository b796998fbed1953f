import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS_STREAMED = 0x0808;
const FLAGS_SIZED = 0x0800;
const DEFLATE = 8;
const VERSION = 20;
/** Without the Zip64 extension a size or an offset fits in 32 bits. */
const ZIP32_MAX = 0xffffffff;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The date and time of a zip header (MS-DOS format, local clock, two-second steps). */
const dosDateTime = (moment: Date) => ({
  time: (moment.getHours() << 11) | (moment.getMinutes() << 5) | (moment.getSeconds() >> 1),
  date: ((moment.getFullYear() - 1980) << 9) | ((moment.getMonth() + 1) << 5) | moment.getDate(),
});

/**
 * A zip archive written front to back into a stream, one deflated entry after another, never
 * held whole: a small file is deflated at once, a streamed one is deflated as its text arrives,
 * its size and CRC following in a data descriptor. Archives stay under 4 GB (no Zip64), far above
 * an export's cap.
 */
export class ZipStream {
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());
  private offset = 0;

  constructor(private readonly output: Writable) {}

  /** A file whose whole content is at hand. */
  addFile(name: string, content: string) {
    const bytes = Buffer.from(content, 'utf8');
    const compressed = deflateRawSync(bytes);
    const entry = this.begin(name, FLAGS_SIZED, {
      crc: crc32(bytes),
      compressed: compressed.length,
      size: bytes.length,
    });
    this.emit(compressed);
    this.entries.push(entry);
  }

  /**
   * A file written by `write`, which hands its text to `append` piece by piece; `append` resolves
   * once the text is taken, waiting while the client is slower than the writer.
   */
  async addStream(name: string, write: (append: (text: string) => Promise<void>) => Promise<void>) {
    const entry = this.begin(name, FLAGS_STREAMED, { crc: 0, compressed: 0, size: 0 });
    const deflate = createDeflateRaw();
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
    });
    deflate.pipe(this.output, { end: false });
    // A client that goes away stops the writer, which would otherwise wait for it forever.
    const abandon = () => deflate.destroy(new Error('The client went away before the file ended'));
    this.output.once('close', abandon);
    try {
      await write(async (text) => {
        const bytes = Buffer.from(text, 'utf8');
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      });
      deflate.end();
      await once(deflate, 'end');
    } finally {
      this.output.off('close', abandon);
      deflate.unpipe(this.output);
    }
    this.offset += entry.compressed;
    if (entry.size > ZIP32_MAX || entry.compressed > ZIP32_MAX)
      throw new Error(`${name} is over 4 GB, past what a zip without Zip64 holds`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.emit(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends the stream. */
  finish() {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4);
      this.describe(header, 6, entry);
      header.writeUInt32LE(entry.offset, 42);
      this.emit(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
    this.output.end();
  }

  private begin(name: string, flags: number, sizes: Pick<Entry, 'crc' | 'compressed' | 'size'>) {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), flags, offset: this.offset, ...sizes };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    this.describe(header, 4, entry);
    this.emit(Buffer.concat([header, entry.name]));
    return entry;
  }

  /** The fields a local header and its central copy share, from `at` on (26 bytes). */
  private describe(header: Buffer, at: number, entry: Entry) {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(entry.flags, at + 2);
    header.writeUInt16LE(DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
    header.writeUInt32LE(entry.crc, at + 10);
    header.writeUInt32LE(entry.compressed, at + 14);
    header.writeUInt32LE(entry.size, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  }

  private emit(bytes: Buffer) {
    this.output.write(bytes);
    this.offset += bytes.length;
  }
}
