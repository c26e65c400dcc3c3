import yauzl from 'yauzl';

/** The text of a Word file (.docx), paragraph by paragraph. */
export async function docxText(path: string): Promise<string> {
  // Loaded when used: every job process would otherwise pay for it at its start.
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ path });
  return value;
}

/** content.xml of an OpenDocument file is read up to this size (uncompressed): a text of hundreds of pages. */
const MOST_CONTENT_BYTES = 64 * 1024 * 1024;

function readEntry(path: string, name: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('error', reject);
      zip.on('end', () => reject(new Error(`${name} is missing from the file`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        if (entry.uncompressedSize > maxBytes) return reject(new Error(`${name} is larger than ${maxBytes} bytes`));
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) stream.destroy(new Error(`${name} is larger than ${maxBytes} bytes`));
            else chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks));
          });
        });
      });
      zip.readEntry();
    });
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });

/**
 * The text of an OpenDocument text file (.odt), paragraph by paragraph: its content.xml with the
 * elements taken away, paragraphs, headings and line breaks as new lines, tabs and the spaces
 * element (`text:s`) as spaces.
 */
export async function odtText(path: string): Promise<string> {
  const xml = (await readEntry(path, 'content.xml', MOST_CONTENT_BYTES)).toString('utf8');
  const body = xml
    .replace(/<text:(tab|s)\b[^>]*\/>/g, ' ')
    .replace(/<text:line-break\s*\/>/g, '\n')
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(body);
}
