// The demo's drawing renderer, run in a child process by storeDrawing: libvips keeps what it
// allocates for the life of its process, so the photos are rendered here and the server only ever
// holds the encoded WebP files. The child exits when no drawing is left, and its memory goes with it.
import { availableParallelism } from 'node:os';
import { loadSharp } from '../media';
import { type DrawingJob, type RenderedDrawing, renderDrawing } from './render-drawing';

/**
 * One drawing per core at a time, each on one libvips thread: queued all at once, every rendered
 * bitmap would wait in memory for its encodes behind the others' renders.
 */
async function serveParent(): Promise<void> {
  const sharp = await loadSharp();
  sharp.concurrency(1);
  const queue: DrawingJob[] = [];
  let running = 0;
  const next = () => {
    while (running < availableParallelism() && queue.length > 0) {
      const job = queue.shift() as DrawingJob;
      running++;
      renderDrawing(job.svg)
        .then(
          (rendered): RenderedDrawing => ({ id: job.id, ...rendered }),
          (error: unknown): RenderedDrawing => ({ id: job.id, error: String(error) }),
        )
        .then((answer) => {
          running--;
          process.send?.(answer);
          next();
        });
    }
  };
  process.on('message', (job: DrawingJob) => {
    queue.push(job);
    next();
  });
  // The server closes the channel once every drawing is back (or when it stops).
  process.on('disconnect', () => process.exit(0));
}

await serveParent();
