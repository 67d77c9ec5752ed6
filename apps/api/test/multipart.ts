import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../src/app';

/** A file part of a form: its bytes and the name and type a browser would claim for it. */
export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type?: string;
}

/** Form fields in order; a name may repeat (several files under `images`). */
export type FormParts = [name: string, value: string | FilePart][];

/** A multipart body exactly as a browser's FormData sends it, ready to spread into inject(). */
export async function multipartBody(parts: FormParts) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const response = new Response(form);
  return {
    headers: { 'content-type': response.headers.get('content-type') as string },
    payload: Buffer.from(await response.arrayBuffer()),
  };
}

/** Sends a multipart form through the app as the given user (or a guest). */
export async function sendForm(
  app: App,
  method: 'POST' | 'PUT',
  url: string,
  parts: FormParts,
  auth: { authorization: string } | Record<string, never> = {},
) {
  const { headers, payload } = await multipartBody(parts);
  return app.inject({ method, url, headers: { ...headers, ...auth }, payload });
}

/** A real picture drawn by sharp, as a file part. */
export async function pictureFile(
  filename = 'picture.png',
  options: { format?: 'png' | 'jpeg' | 'webp'; width?: number; height?: number } = {},
): Promise<FilePart> {
  const { format = 'png', width = 400, height = 300 } = options;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#800000' } })
    .toFormat(format)
    .toBuffer();
  return { bytes, filename, type: `image/${format}` };
}

/** A text file dressed up as a PNG: what the server must refuse by decoding it. */
export const textAsPng: FilePart = {
  bytes: Buffer.from('I am a text file, not a picture.\n'.repeat(10)),
  filename: 'not-really.png',
  type: 'image/png',
};

/** The names of the files under DATA_DIR/uploads. */
export function uploadedFiles(dataDir: string): string[] {
  return readdirSync(path.join(dataDir, 'uploads')).sort();
}
