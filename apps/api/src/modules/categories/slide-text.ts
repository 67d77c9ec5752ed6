import { MEDIA_TEXT_UNKNOWN, type SlideText } from '@vastra/contract/admin';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categoryMedia } from '../../db/schema/catalogue';
import { fieldError } from '../../lib/errors';

/** A form's slide text sorted by what it is for: uploads the category has, and the files sent. */
export interface SlideTextPlan {
  uploads: [string, SlideText][];
  /** By the file's index in the request's `media`. */
  newFiles: Map<number, SlideText>;
}

/**
 * Checks that every key of mediaText is one of the category's uploads or the index of a file
 * sent with the form; a 400 on mediaText otherwise, before anything is written.
 */
export function planSlideText(
  mediaText: Record<string, SlideText>,
  uploadIds: string[],
  newFileCount: number,
): SlideTextPlan {
  const plan: SlideTextPlan = { uploads: [], newFiles: new Map() };
  for (const [key, text] of Object.entries(mediaText)) {
    if (/^\d+$/.test(key) && Number(key) < newFileCount) plan.newFiles.set(Number(key), text);
    else if (uploadIds.includes(key)) plan.uploads.push([key, text]);
    else throw fieldError('mediaText', MEDIA_TEXT_UNKNOWN);
  }
  return plan;
}

/** Writes the slide text of the category's existing uploads that the form named. */
export async function saveUploadSlideText(tx: Tx, categoryId: string, plan: SlideTextPlan): Promise<void> {
  for (const [id, text] of plan.uploads) {
    await tx
      .update(categoryMedia)
      .set(text)
      .where(and(eq(categoryMedia.id, id), eq(categoryMedia.categoryId, categoryId)));
  }
}
