import type { HeroSpec } from './catalogue-spec';

/** Men's slides: festive, office, denim, weekend and winter. */
export const menHeroes: HeroSpec[] = [
  {
    title: 'Festive Edit',
    subtitle: 'Kurtas and Nehru jackets for every celebration',
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
    subtitle: 'Crisp shirts and tailored trousers',
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
    subtitle: 'Jeans and jackets built to last',
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
    subtitle: 'Easy tees and shorts for slow Sundays',
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
    subtitle: 'Hoodies and jackets for cooler evenings',
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
    subtitle: 'Lehengas and Banarasi sarees for the big day',
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
    subtitle: 'Handwoven drapes from Banaras to Kanchipuram',
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
    subtitle: 'Chikankari and block-print cotton kurtas',
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
    subtitle: 'Breezy silhouettes in sunny shades',
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
    subtitle: 'Tops and trousers that mean business',
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
    subtitle: 'Smart shirts and sturdy jeans for the new term',
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
    subtitle: 'Kurta sets and lehenga cholis for tiny celebrants',
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
    subtitle: 'Tees and shorts made for running around',
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
    subtitle: 'Twirl-ready dresses for every birthday',
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
    subtitle: 'Soft sweatshirts for chilly mornings',
    tag: 'Fresh stock',
    from: '#0b4f4a',
    to: '#3aa57a',
    garments: [
      ['hoodie', 'mustard'],
      ['hoodie', 'coral'],
    ],
  },
];
