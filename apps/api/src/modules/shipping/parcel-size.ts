/** A parcel's weight and size when the admin gives none: a folded garment in a courier bag. */
export const DEFAULT_PARCEL = {
  weightGrams: 500,
  dimensionsCm: { length: 30, breadth: 25, height: 5 },
} as const;
