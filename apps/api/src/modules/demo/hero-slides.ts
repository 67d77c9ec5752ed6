import type { HeroSpec } from './catalogue-spec';

/** Men's slides: festive, office, denim, weekend and winter. */
export const menHeroes: HeroSpec[] = [
  {
    title: 'Festive Edit',
    tag: 'Up to 40% off',
    from: '#3d0a14',
    to: '#a8322d',
    garments: [
      ['kurta', 'cream'],
      ['nehruJacket', 'maroon'],
    ],
  },
  {
    title: 'Office Ready',
    tag: 'New season',
    from: '#141c30',
    to: '#3d5a80',
    garments: [
      ['shirt', 'white'],
      ['trousers', 'charcoal'],
    ],
  },
  {
    title: 'Denim Days',
    tag: 'Starting at Rs. 1,299',
    from: '#16243d',
    to: '#4a6fa5',
    garments: [
      ['jacket', 'midBlueDenim'],
      ['jeans', 'darkBlueDenim'],
    ],
  },
  {
    title: 'Weekend Casuals',
    tag: 'Buy 2, save 10%',
    from: '#0f3d3d',
    to: '#2e8b57',
    garments: [
      ['tshirt', 'mustard'],
      ['shorts', 'khaki'],
    ],
  },
  {
    title: 'Winter Layers',
    tag: 'Fresh arrivals',
    from: '#22272b',
    to: '#556b2f',
    garments: [
      ['hoodie', 'greyMelange'],
      ['jacket', 'brown'],
    ],
  },
];

/** Women's slides: wedding, sarees, everyday ethnic, summer and work. */
export const womenHeroes: HeroSpec[] = [
  {
    title: 'Wedding Season',
    tag: 'Handpicked by our stylists',
    from: '#4a0727',
    to: '#b0306a',
    garments: [
      ['lehenga', 'red'],
      ['saree', 'raniPink'],
    ],
  },
  {
    title: 'The Saree Story',
    tag: 'Up to 30% off',
    from: '#053b2f',
    to: '#0f7a6b',
    garments: [
      ['saree', 'emerald'],
      ['saree', 'mustard'],
    ],
  },
  {
    title: 'Everyday Ethnic',
    tag: 'Starting at Rs. 699',
    from: '#7a2e1f',
    to: '#e07a5f',
    garments: [
      ['kurta', 'white'],
      ['kurta', 'peach'],
    ],
  },
  {
    title: 'Summer Dresses',
    tag: 'New arrivals',
    from: '#8a3b12',
    to: '#e1ad01',
    garments: [
      ['dress', 'coral'],
      ['dress', 'lavender'],
    ],
  },
  {
    title: 'Work Wear',
    tag: 'Buy 2, save 10%',
    from: '#1f2a44',
    to: '#6b5b95',
    garments: [
      ['top', 'white'],
      ['trousers', 'charcoal'],
    ],
  },
];

/** Kids' slides: school, festive, play, party and winter. */
export const kidsHeroes: HeroSpec[] = [
  {
    title: 'Back to School',
    tag: 'Starting at Rs. 349',
    from: '#1c3f94',
    to: '#4aa3df',
    garments: [
      ['shirt', 'white'],
      ['jeans', 'midBlueDenim'],
    ],
  },
  {
    title: 'Little Festive Edit',
    tag: 'Up to 35% off',
    from: '#a13b0b',
    to: '#d3186f',
    garments: [
      ['kurta', 'mustard'],
      ['lehenga', 'raniPink'],
    ],
  },
  {
    title: 'Play Day',
    tag: 'Buy 3, save 15%',
    from: '#b85c00',
    to: '#f5b700',
    garments: [
      ['tshirt', 'red'],
      ['shorts', 'navy'],
    ],
  },
  {
    title: 'Party Wear',
    tag: 'New arrivals',
    from: '#5b2c83',
    to: '#e78fb3',
    garments: [
      ['dress', 'pink'],
      ['dress', 'mint'],
    ],
  },
  {
    title: 'Cosy Comfort',
    tag: 'Fresh stock',
    from: '#0b4f4a',
    to: '#3aa57a',
    garments: [
      ['hoodie', 'mustard'],
      ['hoodie', 'coral'],
    ],
  },
];
