import { execFileSync } from 'node:child_process';

/** A downloaded PDF's text as poppler's pdftotext reads it back, its layout kept. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
