import { freeSize, type TopCategorySpec, womenSizes, womenWaistSizes } from './catalogue-spec';
import { womenHeroes } from './hero-slides';
import { lehengaGuide, womenJeansGuide, womenKurtaGuide, womenWesternGuide } from './size-guides';

export const women: TopCategorySpec = {
  name: 'Women',
  description: 'Sarees, lehengas, kurtas and western wear, from everyday cottons to wedding silks.',
  heroes: womenHeroes,
  groups: [
    {
      name: "Women's Ethnic Wear",
      description: 'Kurtas, sarees and lehengas.',
      leaves: [
        {
          name: "Women's Kurtas",
          sizeGuide: womenKurtaGuide,
          description: 'Straight, A-line and Anarkali kurtas.',
          kind: 'kurta',
          look: { sleeves: 'elbow', length: 'long' },
          sizes: womenSizes,
          prices: [699, 2999],
          palette: ['white', 'pink', 'mustard', 'peach'],
          care: 'Calf length with side slits. Hand wash separately in cold water; dry in shade.',
          products: [
            [
              'Chikankari Cotton Kurta',
              'Delicate Lucknowi chikankari hand-embroidered on airy cotton, with three-quarter sleeves and a straight hem.',
            ],
            [
              'Block Print A-Line Kurta',
              'Hand block-printed in Jaipur with natural dyes, in a flattering A-line that swishes as you walk.',
            ],
            [
              'Anarkali Flared Kurta',
              'A fitted bodice and a generously flared skirt with a gota-trimmed hem for festive evenings.',
            ],
            [
              'Mirror Work Straight Kurta',
              'Tiny hand-set mirrors around the yoke catch the light, on a soft rayon slub base.',
            ],
            [
              'Cotton Kurta with Palazzo',
              'A straight kurta with a matching palazzo in breathable cotton, an easy set for work days.',
            ],
            [
              'Ikat Handloom Kurta',
              'Handwoven Pochampally ikat in cotton with a round neck and a keyhole opening at the back.',
            ],
          ],
        },
        {
          name: 'Sarees',
          description: 'Banarasi, Kanjeevaram, chiffon and cotton sarees.',
          kind: 'saree',
          sizes: freeSize,
          prices: [999, 6999],
          palette: ['maroon', 'raniPink', 'emerald', 'royalBlue'],
          care: 'Saree length 5.5 m with an unstitched 0.8 m blouse piece. Dry clean only.',
          products: [
            [
              'Banarasi Silk Saree',
              'Woven in Varanasi with gold zari buttis across the body and a rich brocade pallu.',
            ],
            [
              'Kanjeevaram Art Silk Saree',
              'A temple border and contrast pallu in the Kanchipuram tradition, in a lighter, easy-care art silk.',
            ],
            [
              'Chiffon Printed Saree',
              'Feather-light chiffon with a soft floral print that drapes beautifully and packs small.',
            ],
            [
              'Chanderi Cotton Silk Saree',
              'Sheer, glossy Chanderi from Madhya Pradesh with delicate zari motifs, for day functions.',
            ],
            [
              'Handloom Cotton Saree',
              'A crisp handloom cotton from Bengal with a woven border, comfortable through long, warm days.',
            ],
            [
              'Organza Embroidered Saree',
              'Translucent organza with a scalloped embroidered border for cocktail evenings and receptions.',
            ],
          ],
        },
        {
          name: 'Lehengas',
          sizeGuide: lehengaGuide,
          description: 'Bridal, festive and party lehenga cholis.',
          kind: 'lehenga',
          sizes: ['S', 'M', 'L', 'XL'],
          prices: [2999, 8999],
          palette: ['red', 'maroon', 'raniPink', 'peach'],
          care: 'Semi-stitched choli and fully stitched, can-can lined skirt with dupatta. Dry clean only.',
          products: [
            [
              'Embroidered Bridal Lehenga',
              'Zardozi and sequin embroidery on rich velvet, with a heavy border and a net dupatta.',
            ],
            [
              'Georgette Sequin Lehenga',
              'A flowing georgette lehenga with all-over sequin work, made for the sangeet.',
            ],
            [
              'Bandhani Silk Lehenga',
              'Traditional Gujarati bandhani tie-dye on art silk with a gota patti border, perfect for Navratri.',
            ],
            [
              'Floral Print Lehenga Set',
              'A light, printed lehenga with a matching choli for mehendi and haldi mornings.',
            ],
            [
              'Mirror Work Lehenga Choli',
              'Hand-set mirror work on a flared cotton silk skirt with a tasselled dupatta.',
            ],
          ],
        },
      ],
    },
    {
      name: "Women's Western Wear",
      sizeGuide: womenWesternGuide,
      description: 'Dresses, tops, jeans and trousers.',
      leaves: [
        {
          name: 'Dresses',
          description: 'Maxi, midi and fit-and-flare dresses.',
          kind: 'dress',
          sizes: womenSizes,
          prices: [999, 2999],
          palette: ['coral', 'navy', 'lavender', 'mint'],
          care: 'Fitted at the waist, flared below. Gentle machine wash cold; do not wring.',
          products: [
            [
              'Fit and Flare Midi Dress',
              'A fitted bodice, a self-fabric belt and a twirl-worthy skirt in soft crepe.',
            ],
            [
              'Tiered Cotton Maxi Dress',
              'Breathable cotton voile in gathered tiers, lined to the knee, for summer holidays.',
            ],
            [
              'Wrap Front Georgette Dress',
              'A flattering wrap neckline and a fluid georgette that moves with you.',
            ],
            ['Linen Shirt Dress', 'A belted linen shirt dress with roll-up sleeves, from office to brunch.'],
            [
              'Smocked Bodice Sundress',
              'Stretchy smocking at the back and adjustable straps for a comfortable fit.',
            ],
            [
              'Sleeveless Crepe Party Dress',
              'A sleek sleeveless silhouette in stretch crepe that keeps its shape all evening.',
            ],
          ],
        },
        {
          name: "Women's Tops",
          description: 'Blouses, shirts and casual tops.',
          kind: 'top',
          sizes: womenSizes,
          prices: [499, 1499],
          palette: ['white', 'pink', 'lavender', 'black'],
          care: 'Relaxed fit. Machine wash cold on a gentle cycle; line dry.',
          products: [
            [
              'Flutter Sleeve Peplum Top',
              'Soft flutter sleeves and a peplum waist in light, breathable viscose.',
            ],
            [
              'Schiffli Embroidered Cotton Top',
              'Eyelet schiffli embroidery on crisp cotton with a tie-up neckline.',
            ],
            [
              'Satin Button-Down Blouse',
              'A fluid satin blouse with a subtle sheen, for presentations and dinners.',
            ],
            [
              'Ribbed Knit Casual Top',
              'Stretchy rib knit that hugs without clinging, in an easy round neck.',
            ],
            [
              'Printed Georgette Tunic Top',
              'A longer tunic in printed georgette, to pair with jeans or leggings.',
            ],
            ['Puff Sleeve Crop Top', 'Gathered puff sleeves and a square neck on a soft cotton crop.'],
          ],
        },
        {
          name: "Women's Jeans",
          sizeGuide: womenJeansGuide,
          description: 'High-rise, straight and wide-leg denim.',
          kind: 'jeans',
          sizes: womenWaistSizes,
          prices: [1199, 2499],
          palette: ['midBlueDenim', 'lightBlueDenim', 'darkBlueDenim', 'blackDenim'],
          care: 'Waist sizes in inches. Wash inside out in cold water; do not tumble dry.',
          products: [
            [
              'High Rise Skinny Jeans',
              'A sculpting high rise and super-stretch denim that holds you in all day.',
            ],
            ['Wide Leg Denim Jeans', 'A high-waisted, flowing wide leg in soft non-stretch denim.'],
            ['Straight Fit Mom Jeans', 'A relaxed hip, a straight leg and a vintage mid-blue wash.'],
            ['Bootcut Stretch Jeans', 'A flattering bootcut that balances heels and juttis alike.'],
            ['Cropped Flare Jeans', 'A cropped kick-flare hem that shows off your favourite sneakers.'],
          ],
        },
        {
          name: "Women's Trousers",
          description: 'Palazzos, culottes and formal trousers.',
          kind: 'trousers',
          sizes: womenSizes,
          prices: [799, 1999],
          palette: ['charcoal', 'beige', 'navy', 'khaki'],
          care: 'High rise. Machine wash cold; iron on low heat.',
          products: [
            [
              'High Waist Formal Trousers',
              'A tailored high-waist trouser with a pressed crease and side pockets.',
            ],
            ['Linen Palazzo Pants', 'Wide, breezy palazzos in pure linen with a comfortable elastic back.'],
            ['Pleated Culottes', 'Front pleats and a cropped wide leg in a soft, drapey crepe.'],
            ['Cigarette Pants', 'Slim, ankle-length pants with a hint of stretch for all-day comfort.'],
            [
              'Cotton Drawstring Joggers',
              'Soft cotton joggers with a drawstring waist and cuffed ankles for lazy weekends.',
            ],
          ],
        },
      ],
    },
  ],
};
