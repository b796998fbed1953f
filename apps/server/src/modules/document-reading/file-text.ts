import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The pages of a PDF read at most: an identity document is one or two. */
const MAX_PAGES = 3;

/** Less text than this on the PDF's pages means a scan: its first page is OCR'd instead. */
const MIN_TEXT_LENGTH = 8;

/** How much larger than its PDF size a scanned page is drawn for OCR (about 150 dpi). */
const OCR_SCALE = 2;

const startRecognizer = async (languageFolder: string) => {
  // Loaded only for an image or a scan: a PDF's text layer needs none of it.
  const { createWorker, OEM } = await import('tesseract.js');
  return createWorker(['eng', 'ind'], OEM.LSTM_ONLY, {
    langPath: languageFolder,
    cacheMethod: 'none',
    gzip: true,
  });
};

/** Tesseract with its languages loaded, kept for the next image of this reading thread. */
let recognizer: ReturnType<typeof startRecognizer> | undefined;

/**
 * The text of a PNG or JPEG, recognized with the English and Indonesian data of `languageFolder`
 * (reading-languages.ts). Nothing is fetched and nothing cached on disk: tesseract.js would
 * otherwise download the data from a CDN and keep a copy in the working directory. After a
 * failure the next image starts a new recognizer.
 */
export const recognizeImage = async (image: Buffer, languageFolder: string) => {
  recognizer ??= startRecognizer(languageFolder);
  const started = recognizer;
  try {
    return (await (await started).recognize(image)).data.text;
  } catch (error) {
    recognizer = undefined;
    void started.then((worker) => worker.terminate()).catch(() => undefined);
    throw error;
  }
};

const openPdf = (bytes: Uint8Array) =>
  getDocument({
    // pdf.js refuses a Buffer, and detaches what it is given.
    data: new Uint8Array(bytes),
    // A PDF's own scripts and fonts are not needed for its text, and would run its code.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;

type PdfDocument = Awaited<ReturnType<typeof openPdf>>;

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** What pdf.js draws on in Node: @napi-rs/canvas, which it loads itself (an optional dependency). */
interface NodeCanvasFactory {
  create: (
    width: number,
    height: number,
  ) => {
    canvas: { toBuffer: (type: 'image/png') => Buffer };
    context: Parameters<PdfPage['render']>[0]['canvasContext'];
  };
}

/** The first page drawn as a PNG, for a scanned PDF (no text layer). */
const firstPageImage = async (pdf: PdfDocument) => {
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: OCR_SCALE });
  const { canvas, context } = (pdf.canvasFactory as NodeCanvasFactory).create(
    Math.ceil(viewport.width),
    Math.ceil(viewport.height),
  );
  await page.render({ canvasContext: context, viewport }).promise;
  return canvas.toBuffer('image/png');
};

/** The text layer of a PDF's first pages, lines kept apart so labels stay beside their numbers. */
const pdfText = async (pdf: PdfDocument) => {
  const pages: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  return pages.join('\n');
};

/**
 * The text of a stored file: a PDF's text layer, or what OCR reads on a PNG, a JPEG or a PDF
 * without text; undefined for any other kind.
 */
export const fileText = async (bytes: Uint8Array, contentType: string, languageFolder: string) => {
  if (contentType === 'image/png' || contentType === 'image/jpeg')
    return recognizeImage(Buffer.from(bytes), languageFolder);
  if (contentType !== 'application/pdf') return undefined;
  const pdf = await openPdf(bytes);
  try {
    const text = await pdfText(pdf);
    if (text.replace(/\s/g, '').length >= MIN_TEXT_LENGTH) return text;
    return recognizeImage(await firstPageImage(pdf), languageFolder);
  } finally {
    await pdf.destroy();
  }
};
