import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../../lib/errors';
import { NUL_NOT_ALLOWED } from '../../lib/nul-characters';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from './images';
import { MAX_VIDEO_BYTES } from './videos';

/** A file from a multipart form, read into memory. Its name and declared type are the client's claims. */
export interface FormFile {
  fieldname: string;
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartForm {
  /** Text fields; a field sent twice keeps its last value. */
  fields: Record<string, string>;
  files: FormFile[];
}

/** What a form said, without its files' contents: its text fields and, per file field, the names sent. */
export interface FormSeen {
  fields: Record<string, string>;
  fileNames: Record<string, string[]>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once readMultipartForm has read the request's form: the audit log records it. */
    formSeen?: FormSeen;
  }
}

export interface FormLimits {
  fileBytes: number;
  files: number;
  totalBytes: number;
  /** The 413 sentence for one file over fileBytes. */
  fileTooLarge: string;
}

const MB = 1024 * 1024;
export const MAX_FORM_FILES = 20;

/** Forms that carry images only (products, company logo). */
export const imageFormLimits: FormLimits = {
  fileBytes: MAX_IMAGE_BYTES,
  files: MAX_FORM_FILES,
  totalBytes: 60 * MB,
  fileTooLarge: IMAGE_SIZE_MESSAGE,
};

/** Forms that may carry videos too (category slideshows); images are held to 5 MB when stored. */
export const mediaFormLimits: FormLimits = {
  fileBytes: MAX_VIDEO_BYTES,
  files: MAX_FORM_FILES,
  totalBytes: 150 * MB,
  fileTooLarge: 'Videos may be at most 50 MB and images 5 MB each.',
};

/**
 * Lets the routes of `app`, a plugin whose routes take forms, read multipart requests, within upper
 * bounds that readMultipartForm narrows per route. Only there: the multipart plugin runs two hooks
 * on every request it covers (one adds a listener to each response), which cost the catalogue reads
 * about 6% of their requests per second when it covered every route. Elsewhere a multipart body is
 * a 415.
 */
export async function acceptMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: MAX_FORM_FILES, fields: 50 } });
}

/**
 * Reads a whole multipart request into fields and in-memory files, within the limits given.
 * Over a limit answers 413; a request that is not multipart 415; a malformed form 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: FormLimits = imageFormLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'This request must be sent as a multipart form.');
  const form: MultipartForm = { fields: {}, files: [] };
  let totalBytes = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.fileBytes, files: limits.files } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long.`);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (value.includes('\u0000')) throw fieldError(part.fieldname, NUL_NOT_ALLOWED);
        form.fields[part.fieldname] = value;
        continue;
      }
      const buffer = await part.toBuffer();
      totalBytes += buffer.length;
      if (totalBytes > limits.totalBytes) {
        throw new HttpError(
          413,
          `The files of one form may be at most ${limits.totalBytes / MB} MB in total.`,
        );
      }
      // A browser sends an empty, nameless file part for a file input left empty.
      if (buffer.length === 0 && !part.filename) continue;
      form.files.push({
        fieldname: part.fieldname,
        buffer,
        filename: part.filename,
        mimetype: part.mimetype,
      });
    }
  } catch (error) {
    throw formError(error, limits);
  }
  request.formSeen = { fields: form.fields, fileNames: fileNamesOf(form.files) };
  return form;
}

function fileNamesOf(files: FormFile[]): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const file of files) names[file.fieldname] = [...(names[file.fieldname] ?? []), file.filename];
  return names;
}

/** Only parsing and buffering happen while reading, so every failure there is the client's form. */
function formError(error: unknown, limits: FormLimits): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, limits.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `At most ${limits.files} files may be sent at once.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'The form has too many fields.');
    default:
      return new HttpError(400, 'The form could not be read. Please send it again.');
  }
}
