/** A stream to write text to: stdout, stderr, or a test's collector. */
export interface TextOut {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** A one-line progress bar on stderr; without a terminal it prints a line every tenth of the way. */
export function progressBar(label: string, total: number, out: TextOut = process.stderr) {
  const width = 30;
  let printedTenths = -1;
  return {
    update(done: number): void {
      const fraction = total > 0 ? Math.min(done / total, 1) : 1;
      const percent = Math.floor(fraction * 100);
      if (out.isTTY) {
        const filled = Math.round(fraction * width);
        out.write(
          `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${percent}% ${done}/${total}`,
        );
      } else if (Math.floor(fraction * 10) > printedTenths) {
        printedTenths = Math.floor(fraction * 10);
        out.write(`${label}: ${percent}% (${done}/${total})\n`);
      }
    },
    finish(): void {
      if (out.isTTY) out.write('\n');
    },
  };
}
