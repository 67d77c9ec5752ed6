import type { HeroSpec } from './catalogue-spec';

/** A home page banner of the demo store, as an admin would enter it under Banners. */
export interface DemoBanner {
  title: string;
  subtitle: string;
  /** A page of the demo store: a category's list, or a list of its offers. */
  link: string;
  /** The picture, drawn as the slideshow's are (its headline is the banner's title, over it as text). */
  art: HeroSpec;
}

/** Three offers that lead to real pages of the demo catalogue. */
export const demoBanners: DemoBanner[] = [
  {
    title: 'The Saree Story',
    subtitle: 'Silk, cotton and georgette sarees, up to 30% off',
    link: '/products/sarees',
    art: {
      title: 'The Saree Story',
      tag: '',
      from: '#053b2f',
      to: '#0f7a6b',
      garments: [
        ['saree', 'emerald'],
        ['saree', 'mustard'],
      ],
    },
  },
  {
    title: 'Nehru Jackets',
    subtitle: 'Layer up for the festive season',
    link: '/products/nehru-jackets',
    art: {
      title: 'Nehru Jackets',
      tag: '',
      from: '#3d0a14',
      to: '#a8322d',
      garments: [
        ['kurta', 'cream'],
        ['nehruJacket', 'maroon'],
      ],
    },
  },
  {
    title: 'Kids’ Deals',
    subtitle: 'School and play day favourites, biggest discounts first',
    link: '/products/kids?sort=discount',
    art: {
      title: 'Kids’ Deals',
      tag: '',
      from: '#1c3f94',
      to: '#4aa3df',
      garments: [
        ['shirt', 'white'],
        ['jeans', 'midBlueDenim'],
      ],
    },
  },
];
