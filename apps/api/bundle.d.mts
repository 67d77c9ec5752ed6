/** Empties `outdir` and bundles `server` (an entry file) into it as server.js, with all it needs beside it. */
export function bundleServer(options: { server: string; outdir: string }): Promise<void>;
