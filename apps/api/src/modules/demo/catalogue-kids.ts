import { kidsSizes, type TopCategorySpec } from './catalogue-spec';
import { kidsHeroes } from './hero-slides';
import { kidsGuide } from './size-guides';

const kidsCare = 'Sizes by age; check the size chart for height. Machine wash cold with similar colours.';

export const kids: TopCategorySpec = {
  name: 'Kids',
  description: 'Play-proof everyday wear and festive outfits for boys and girls aged 2 to 13.',
  heroes: kidsHeroes,
  groups: [
    {
      name: "Boys' Clothing",
      sizeGuide: kidsGuide,
      description: 'Tees, shirts, jeans, sweatshirts and kurta sets for boys.',
      leaves: [
        {
          name: "Boys' T-Shirts",
          description: 'Printed and solid tees for boys.',
          kind: 'tshirt',
          sizes: kidsSizes,
          prices: [299, 799],
          palette: ['mustard', 'navy', 'white'],
          care: kidsCare,
          products: [
            ['Dino Print Cotton T-Shirt', 'A roaring dinosaur print on soft, breathable combed cotton.'],
            [
              'Striped Crew Neck T-Shirt',
              'An everyday crew neck in pre-shrunk cotton that survives the playground.',
            ],
            [
              'Space Explorer Graphic T-Shirt',
              'Rockets and planets printed with skin-friendly, azo-free inks.',
            ],
            ['Cricket Team Polo T-Shirt', 'A sporty polo with a ribbed collar, ready for gully cricket.'],
            ['Glow in the Dark T-Shirt', 'A print that glows after lights out, on organic cotton jersey.'],
          ],
        },
        {
          name: "Boys' Shirts",
          description: 'Casual and party shirts for boys.',
          kind: 'shirt',
          sizes: kidsSizes,
          prices: [499, 1199],
          palette: ['white', 'skyBlue', 'navy'],
          care: kidsCare,
          products: [
            [
              'Checked Cotton Casual Shirt',
              'Soft cotton checks with a chest pocket and easy-to-fasten buttons.',
            ],
            ['Linen Blend Party Shirt', 'A smart mandarin collar shirt in a breathable linen blend.'],
            [
              'Denim Look Chambray Shirt',
              'Lightweight chambray that looks like denim and feels like cotton.',
            ],
            ['Printed Half Sleeve Shirt', 'Playful tropical print on airy viscose for summer holidays.'],
          ],
        },
        {
          name: "Boys' Jeans",
          description: 'Stretch jeans and joggers for boys.',
          kind: 'jeans',
          sizes: kidsSizes,
          prices: [699, 1299],
          palette: ['midBlueDenim', 'darkBlueDenim', 'blackDenim'],
          care: kidsCare,
          products: [
            [
              'Adjustable Waist Stretch Jeans',
              'Stretch denim with an adjustable inner waistband that grows with them.',
            ],
            [
              'Denim Jogger Jeans',
              'Knit denim with an elastic waist and cuffed ankles: the comfort of joggers, the look of jeans.',
            ],
            ['Relaxed Fit Patched Jeans', 'Knee patches for extra strength where kids need it most.'],
            ['Washed Straight Jeans', 'A classic straight leg in a soft, stone-washed denim.'],
          ],
        },
        {
          name: "Boys' Sweatshirts",
          description: 'Hoodies and sweatshirts for boys.',
          kind: 'hoodie',
          sizes: kidsSizes,
          prices: [699, 1499],
          palette: ['mustard', 'navy', 'greyMelange'],
          care: kidsCare,
          products: [
            [
              'Cosy Fleece Hoodie',
              'Brushed fleece, a snug hood and a kangaroo pocket for chilly school mornings.',
            ],
            ['Superhero Print Sweatshirt', 'A bold superhero print on cosy cotton-rich fleece.'],
            ['Zip-Up Hooded Jacket', 'An easy full zip and ribbed cuffs, ideal for layering.'],
            ['Colour Block Sweatshirt', 'Contrast panels and a soft terry lining for active days.'],
          ],
        },
        {
          name: "Boys' Kurta Sets",
          description: 'Kurta pyjama sets for festivals and weddings.',
          kind: 'kurta',
          sizes: kidsSizes,
          prices: [799, 1999],
          palette: ['mustard', 'cream', 'maroon'],
          care: kidsCare,
          products: [
            [
              'Cotton Kurta Pyjama Set',
              'A soft cotton kurta with a matching pyjama, comfortable through long pujas.',
            ],
            [
              'Silk Blend Festive Kurta Set',
              'A lustrous silk blend kurta with a churidar for Diwali and weddings.',
            ],
            [
              'Embroidered Kurta with Jacket',
              'A kurta set with a printed Nehru jacket for the little groom-to-be.',
            ],
            ['Printed Kurta Dhoti Set', 'A festive printed kurta with an easy pull-on dhoti pant.'],
            ['Chikankari Kurta Set', 'Fine chikankari embroidery on cotton for Eid and summer weddings.'],
          ],
        },
      ],
    },
    {
      name: "Girls' Clothing",
      sizeGuide: kidsGuide,
      description: 'Dresses, tops and lehenga cholis for girls.',
      leaves: [
        {
          name: "Girls' Dresses",
          description: 'Party, casual and summer dresses for girls.',
          kind: 'dress',
          sizes: kidsSizes,
          prices: [599, 1999],
          palette: ['pink', 'lavender', 'mint'],
          care: kidsCare,
          products: [
            [
              'Tulle Party Frock',
              'Layers of soft tulle over a cotton lining, with a satin bow at the waist.',
            ],
            ['Floral Print Cotton Dress', 'A sweet floral print on breathable cotton, with flutter sleeves.'],
            ['Smocked Summer Dress', 'Stretchy smocking and a tiered skirt, easy to pull on and twirl in.'],
            [
              'Sequin Birthday Dress',
              'A sparkly sequin bodice and a flared net skirt for the birthday girl.',
            ],
            ['Denim Pinafore Dress', 'A soft denim pinafore with button straps, lovely over a tee.'],
            ['Embroidered Yoke Dress', 'Colourful embroidery on the yoke of a comfortable cotton dress.'],
          ],
        },
        {
          name: "Girls' Tops",
          description: 'Tees, tops and tunics for girls.',
          kind: 'top',
          sizes: kidsSizes,
          prices: [349, 899],
          palette: ['pink', 'white', 'lavender'],
          care: kidsCare,
          products: [
            ['Ruffle Sleeve Cotton Top', 'Pretty ruffle sleeves on soft cotton jersey.'],
            ['Unicorn Print Top', 'A glittery unicorn print that makes every day magical.'],
            ['Peplum Party Top', 'A flared peplum and a bow at the back for parties.'],
            ['Embroidered Tunic Top', 'Cheerful embroidery on a longer tunic, to pair with leggings.'],
            ['Rainbow Stripe Top', 'Bright, breezy and made from organic cotton.'],
          ],
        },
        {
          name: "Girls' Lehenga Cholis",
          description: 'Lehenga cholis and ethnic sets for girls.',
          kind: 'lehenga',
          sizes: kidsSizes,
          prices: [1299, 3499],
          palette: ['raniPink', 'peach', 'red'],
          care: 'Sizes by age; check the size chart for height. Dry clean or gentle hand wash.',
          products: [
            [
              'Festive Lehenga Choli Set',
              'A flared lehenga with a gota border, a padded choli and a soft net dupatta.',
            ],
            ['Mirror Work Ghagra Choli', 'Hand-set mirrors on a twirl-ready cotton silk skirt.'],
            ['Floral Print Mehendi Lehenga', 'A light, printed lehenga for haldi and mehendi mornings.'],
            ['Bandhani Lehenga Choli', 'Colourful bandhani for Navratri garba nights.'],
            ['Brocade Silk Lehenga Set', 'Woven brocade with a zari border for the family wedding.'],
          ],
        },
      ],
    },
  ],
};
