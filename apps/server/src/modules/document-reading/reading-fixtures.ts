import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF whose text layer holds `lines`, as a bank's scanner or a generator writes it. */
export const pdfWithText = async (lines: string[]) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 24, size: 14, font }),
  );
  return Buffer.from(await pdf.save());
};

/** A one-page PDF with no text at all: what a scan without OCR looks like to a reader. */
export const pdfWithoutText = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
};

/** A 5x7 bitmap font of what a KTP's number line needs, one string of five bits per row. */
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** An 8-bit greyscale PNG of `pixels` (0 black, 255 white), row after row. */
const png = (width: number, height: number, pixels: Uint8Array) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1)
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * The image averaged over a square of `radius`: the bitmap's hard steps, which OCR takes for
 * other letters ('NIK' read as 'MIE'), become the soft edges of printed type.
 */
const softened = (width: number, height: number, pixels: Uint8Array, radius: number) => {
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -radius; dy <= radius; dy += 1)
        for (let dx = -radius; dx <= radius; dx += 1) {
          const value = pixels[(y + dy) * width + x + dx];
          if (
            y + dy < 0 ||
            y + dy >= height ||
            x + dx < 0 ||
            x + dx >= width ||
            value === undefined
          )
            continue;
          sum += value;
          count += 1;
        }
      out[y * width + x] = Math.round(sum / count);
    }
  return out;
};

/** KTP size at 300 dpi (85.6 x 54 mm). */
export const KTP_IMAGE = { width: 1011, height: 638 };

/**
 * A KTP-sized PNG with `lines` drawn in the bitmap font (each dot `scale` pixels), made here so
 * that the OCR test needs no font or image library from the system.
 */
export const pngWithText = (lines: string[], scale = 4) => {
  const { width, height } = KTP_IMAGE;
  const pixels = new Uint8Array(width * height).fill(255);
  lines.forEach((line, row) => {
    [...line.toUpperCase()].forEach((character, column) => {
      const glyph = GLYPHS[character] ?? GLYPHS[' '];
      glyph?.forEach((bits, y) =>
        [...bits].forEach((bit, x) => {
          if (bit !== '1') return;
          const left = 40 + (column * 6 + x) * scale;
          const top = 60 + (row * 11 + y) * scale;
          for (let dy = 0; dy < scale; dy += 1)
            pixels.fill(0, (top + dy) * width + left, (top + dy) * width + left + scale);
        }),
      );
    });
  });
  return png(width, height, softened(width, height, pixels, Math.max(1, Math.floor(scale / 2))));
};
