/**
 * DOCX files of the content suite, written with the `docx` library (never hand-made XML): the
 * blocks of a document in, the bytes of a .docx out, in the browser and on the server alike.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

export interface DocxRun {
  readonly text: string;
  readonly bold?: boolean;
  readonly italics?: boolean;
}

export type DocxBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3 | 4 | 5 | 6; readonly runs: readonly DocxRun[] }
  | { readonly kind: 'paragraph'; readonly runs: readonly DocxRun[] }
  | { readonly kind: 'bullet'; readonly runs: readonly DocxRun[]; readonly depth?: number }
  | { readonly kind: 'numbered'; readonly runs: readonly DocxRun[]; readonly index: number }
  | { readonly kind: 'table'; readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };

const LEVELS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6] as const;

const runsOf = (runs: readonly DocxRun[]) => runs.map((r) => new TextRun({ text: r.text, bold: r.bold === true, italics: r.italics === true }));

const cell = (text: string, bold: boolean) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function toDocx(block: DocxBlock): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: LEVELS[block.level - 1], children: runsOf(block.runs) });
    case 'paragraph':
      return new Paragraph({ children: runsOf(block.runs) });
    case 'bullet':
      return new Paragraph({ bullet: { level: Math.min(8, block.depth ?? 0) }, children: runsOf(block.runs) });
    case 'numbered':
      // Choice: numbers are written out, so a list needs no numbering definition and reads the same everywhere.
      return new Paragraph({ children: [new TextRun(`${block.index}. `), ...runsOf(block.runs)] });
    case 'table':
      return new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [new TableRow({ tableHeader: true, children: block.header.map((h) => cell(h, true)) }), ...block.rows.map((r) => new TableRow({ children: r.map((c) => cell(c, false)) }))],
      });
  }
}

/** The .docx bytes of the blocks, with the title in the file's properties. */
export async function docxOf(title: string, blocks: readonly DocxBlock[]): Promise<Uint8Array> {
  const document = new Document({ title, creator: 'Keyword Workbench', sections: [{ children: blocks.map(toDocx) }] });
  return Packer.pack(document, 'uint8array');
}
