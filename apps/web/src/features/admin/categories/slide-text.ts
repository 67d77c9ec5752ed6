import type { SlideText } from '@vastra/contract/admin';
import type { Upload } from '@vastra/contract/catalogue';
import { useState } from 'react';
import type { PickedFile } from '../components/use-picked-files';

/** A slide's text as its two inputs hold it: '' for none. */
export interface SlideTextDraft {
  headline: string;
  offer: string;
}

export const SLIDE_TEXT_MAX_LENGTH = 60;
const blank: SlideTextDraft = { headline: '', offer: '' };

/**
 * The headline and offer typed for each image or video of the form, by upload id for the
 * category's own media and by preview URL for newly picked files. Starts from the saved text.
 */
export function useSlideTexts(existing: Upload[]) {
  const [texts, setTexts] = useState<Record<string, SlideTextDraft>>(() =>
    Object.fromEntries(existing.map((u) => [u.id, { headline: u.headline ?? '', offer: u.offer ?? '' }])),
  );
  return {
    textOf: (key: string) => texts[key] ?? blank,
    setText: (key: string, text: SlideTextDraft) => setTexts((current) => ({ ...current, [key]: text })),
    /**
     * The form's mediaText (docs/api.md §11): kept uploads by id, new files by their index in `media`,
     * each trimmed with empty as null. New files without text are left out.
     */
    mediaText(keptIds: string[], picked: PickedFile[]): Record<string, SlideText> {
      const entries: [string, SlideTextDraft | undefined][] = [
        ...keptIds.map((id): [string, SlideTextDraft | undefined] => [id, texts[id]]),
        ...picked.map(({ previewUrl }, index): [string, SlideTextDraft | undefined] => [
          String(index),
          texts[previewUrl],
        ]),
      ];
      return Object.fromEntries(
        entries.flatMap(([key, text]) =>
          text ? [[key, { headline: text.headline.trim() || null, offer: text.offer.trim() || null }]] : [],
        ),
      );
    },
  };
}
