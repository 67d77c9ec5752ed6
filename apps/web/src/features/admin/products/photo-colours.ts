import type { ImageColors } from '@vastra/contract/admin';
import { colourKey } from '@vastra/contract/catalogue';
import { useState } from 'react';
import type { VariantDraft } from './product-draft';

/**
 * The colour the admin chose for each photo in the form (existing images by id, newly picked files by
 * preview URL); null means all colours. A photo not listed shows all colours.
 */
export type PhotoColours = Record<string, string | null>;

/** The form's photo colours, starting from the colours the product's images are saved with. */
export function usePhotoColours(images: { id: string; color: string | null }[]) {
  const [colours, setColours] = useState<PhotoColours>(() =>
    Object.fromEntries(images.map((image) => [image.id, image.color])),
  );
  const choose = (key: string, colour: string | null) =>
    setColours((current) => ({ ...current, [key]: colour }));
  return [colours, choose] as const;
}

/** The distinct colours of the form's variants, in variant order, as first spelt (any case is one colour). */
export function colourChoices(variants: Pick<VariantDraft, 'color'>[]): string[] {
  const choices = new Map<string, string>();
  for (const { color } of variants) {
    const name = color.trim();
    if (name && !choices.has(colourKey(name))) choices.set(colourKey(name), name);
  }
  return [...choices.values()];
}

/**
 * The choice a photo shows: its colour as the variants now spell it, or null (all colours) when no
 * variant in the form has that colour any more.
 */
export function shownColour(chosen: string | null | undefined, choices: string[]): string | null {
  if (chosen == null) return null;
  return choices.find((choice) => colourKey(choice) === colourKey(chosen)) ?? null;
}

/**
 * The imageColors of docs/api.md §6 for every photo the form saves: the images it keeps by id, the new
 * files by their 0-based position in the request's images.
 */
export function imageColorsOf(
  colours: PhotoColours,
  photos: { keptImageIds: string[]; newFileKeys: string[] },
  choices: string[],
): ImageColors {
  const imageColors: ImageColors = {};
  for (const id of photos.keptImageIds) imageColors[id] = shownColour(colours[id], choices);
  photos.newFileKeys.forEach((key, index) => {
    imageColors[String(index)] = shownColour(colours[key], choices);
  });
  return imageColors;
}
