import type { ChildProcess } from 'node:child_process';
import { exitOf, forkOwnScript } from '../../lib/own-script';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import type { StoredImage } from '../media';
import type { DrawingJob, RenderedDrawing } from './render-drawing';

/** A drawing the renderer made. */
type Rendered = Extract<RenderedDrawing, { width: number }>;

interface Waiting {
  resolve: (drawing: Rendered) => void;
  reject: (error: Error) => void;
}

/**
 * The renderer child while drawings are out: started by the first drawing, sent away when the last
 * one is back, so the demo's rendering leaves nothing behind in the server's memory.
 */
class Renderer {
  private child: ChildProcess | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  render(svg: string): Promise<Rendered> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    const rendered = new Promise<Rendered>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    child.send({ id, svg } satisfies DrawingJob);
    return rendered;
  }

  private start(): ChildProcess {
    const child = forkOwnScript('modules/demo/drawing-renderer');
    this.child = child;
    child.on('message', (answer: RenderedDrawing) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ('error' in answer)
        waiting?.reject(new Error(`A demo drawing could not be rendered: ${answer.error}`));
      else waiting?.resolve(answer);
      if (this.waiting.size === 0) this.stop(child);
    });
    exitOf(child, 'The demo drawing renderer').then(
      () => this.failWaiting(child, new Error('The demo drawing renderer stopped early')),
      (error: Error) => this.failWaiting(child, error),
    );
    return child;
  }

  private stop(child: ChildProcess): void {
    if (this.child === child) this.child = undefined;
    if (child.connected) child.disconnect();
  }

  private failWaiting(child: ChildProcess, error: Error): void {
    if (this.child !== child) return;
    this.child = undefined;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

const renderer = new Renderer();

/**
 * Renders an SVG drawing (in the renderer child) and stores it as uploads are stored: a WebP
 * original plus the srcset copies.
 */
export async function storeDrawing(storage: UploadStorage, svg: string): Promise<StoredImage> {
  const drawing = await renderer.render(svg);
  const saved: string[] = [];
  const save = async (bytes: Uint8Array) => {
    const filename = await storage.save(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      'webp',
    );
    saved.push(filename);
    return filename;
  };
  try {
    const [filename, ...copies] = await Promise.all([
      save(drawing.original),
      ...drawing.copies.map((copy) => save(copy.bytes)),
    ]);
    const srcset = drawing.copies.map((copy, i) => ({ width: copy.width, filename: copies[i] as string }));
    return { filename: filename as string, width: drawing.width, height: drawing.height, srcset };
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
}
