import { create } from 'zustand';

/**
 * Whether a full-screen hero sits under the shop header, which then turns transparent
 * (docs/architecture.md §4: transparent over the category hero, solid elsewhere). The hero page sets it while
 * it shows media, so a hero slug that turns out unknown or empty keeps the solid header.
 */
export const useShopHeader = create<{ overHero: boolean; setOverHero(overHero: boolean): void }>((set) => ({
  overHero: false,
  setOverHero: (overHero) => set({ overHero }),
}));
