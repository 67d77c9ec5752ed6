import { adultSizes, type TopCategorySpec, waistSizes } from './catalogue-spec';
import { menHeroes } from './hero-slides';
import { menKurtaGuide, menShortsGuide, menTopwearGuide, menWaistGuide } from './size-guides';

export const men: TopCategorySpec = {
  name: 'Men',
  description: 'Shirts, tees, denim and festive kurtas for every day of the week and every celebration.',
  heroes: menHeroes,
  groups: [
    {
      name: "Men's Topwear",
      sizeGuide: menTopwearGuide,
      description: 'Shirts, T-shirts, hoodies and jackets.',
      leaves: [
        {
          name: "Men's Shirts",
          description: 'Formal, casual and linen shirts.',
          kind: 'shirt',
          sizes: adultSizes,
          prices: [799, 2499],
          palette: ['white', 'skyBlue', 'navy', 'pink'],
          care: 'Regular fit through the chest and waist. Machine wash cold with similar colours; warm iron.',
          products: [
            [
              'Slim Fit Oxford Shirt',
              'Woven from soft, breathable cotton oxford with a button-down collar and a curved hem that looks sharp tucked in or worn loose.',
            ],
            [
              'Linen Blend Casual Shirt',
              'A cool linen and cotton blend for humid afternoons, with a chest pocket and a relaxed, easy drape.',
            ],
            [
              'Mandarin Collar Cotton Shirt',
              'A clean band collar and mother-of-pearl look buttons give this everyday shirt a smart, modern edge.',
            ],
            [
              'Formal Poplin Shirt',
              'Crisp, wrinkle-resistant poplin with a cutaway collar, made for long days at the office and evening meetings.',
            ],
            [
              'Checked Flannel Shirt',
              'Brushed cotton flannel that keeps its softness wash after wash; layer it over a tee on cooler days.',
            ],
            [
              'Printed Rayon Resort Shirt',
              'A flowing rayon shirt with a camp collar and short sleeves, ready for Goa weekends and sundowners.',
            ],
          ],
        },
        {
          name: "Men's T-Shirts",
          description: 'Crew necks, polos and oversized tees.',
          kind: 'tshirt',
          sizes: adultSizes,
          prices: [399, 1299],
          palette: ['black', 'white', 'navy', 'mustard'],
          care: 'True to size. Machine wash cold inside out; do not bleach.',
          products: [
            [
              'Essential Crew Neck T-Shirt',
              'Bio-washed 180 GSM combed cotton with a ribbed neckline that keeps its shape; the tee you reach for every morning.',
            ],
            [
              'Pique Polo T-Shirt',
              'Textured cotton pique with a two-button placket and ribbed sleeve bands for a neat, put-together look.',
            ],
            [
              'Oversized Drop Shoulder T-Shirt',
              'A roomy street-style cut with dropped shoulders and a longer hem, in heavy, soft-handfeel cotton.',
            ],
            [
              'Supima Cotton V-Neck T-Shirt',
              'Long-staple Supima cotton that feels silky against the skin and resists pilling.',
            ],
            [
              'Graphic Print T-Shirt',
              'A bold chest print on pre-shrunk cotton jersey; the print is made to survive many washes.',
            ],
            [
              'Henley Full Sleeve T-Shirt',
              'A three-button henley in slub cotton with full sleeves, for layering under jackets or wearing alone.',
            ],
          ],
        },
        {
          name: "Men's Hoodies",
          description: 'Hoodies and sweatshirts in brushed fleece.',
          kind: 'hoodie',
          sizes: adultSizes,
          prices: [999, 2299],
          palette: ['greyMelange', 'black', 'navy'],
          care: 'Relaxed fit. Machine wash cold inside out; dry flat to keep the fleece soft.',
          products: [
            [
              'Fleece Pullover Hoodie',
              'Brushed-back fleece, a lined hood with drawcords and a roomy kangaroo pocket for cosy winter mornings.',
            ],
            [
              'French Terry Hooded Sweatshirt',
              'Lightweight looped-back terry that breathes, so it works from Delhi winters to Bengaluru evenings.',
            ],
            [
              'Zip-Through Travel Hoodie',
              'A full-length zip, hidden phone pocket and ribbed cuffs make this the hoodie for airports and road trips.',
            ],
            [
              'Colour Block Hoodie',
              'Contrast panels on the sleeves and a soft cotton-rich fleece for an easy, sporty look.',
            ],
            [
              'Heavyweight Oversized Hoodie',
              'A 400 GSM fleece with dropped shoulders and a double-layered hood for that structured oversized fit.',
            ],
          ],
        },
        {
          name: "Men's Jackets",
          description: 'Denim, bomber and utility jackets.',
          kind: 'jacket',
          sizes: adultSizes,
          prices: [1999, 4999],
          palette: ['midBlueDenim', 'black', 'olive', 'brown'],
          care: 'Regular fit with room for a sweater underneath. Dry clean or gentle machine wash.',
          products: [
            [
              'Denim Trucker Jacket',
              'Classic rigid denim with chest flap pockets, contrast topstitching and metal shank buttons.',
            ],
            [
              'Cotton Utility Field Jacket',
              'Four patch pockets, a stand collar and a drawcord waist in sturdy cotton twill.',
            ],
            [
              'Corduroy Sherpa Collar Jacket',
              'Fine-wale corduroy with a warm sherpa collar, a winter favourite for hill-station trips.',
            ],
            [
              'Quilted Bomber Jacket',
              'Lightly padded with diamond quilting, ribbed cuffs and a smooth satin-feel lining.',
            ],
            [
              'Suede Finish Biker Jacket',
              'A soft vegan suede with a notched collar and a tailored, close-to-body fit.',
            ],
          ],
        },
      ],
    },
    {
      name: "Men's Bottomwear",
      sizeGuide: menWaistGuide,
      description: 'Jeans, chinos, trousers and shorts.',
      leaves: [
        {
          name: "Men's Jeans",
          description: 'Slim, straight and tapered denim.',
          kind: 'jeans',
          sizes: waistSizes,
          prices: [1299, 2999],
          palette: ['midBlueDenim', 'darkBlueDenim', 'lightBlueDenim', 'blackDenim'],
          care: 'Waist sizes in inches. Wash inside out in cold water to keep the colour deep.',
          products: [
            [
              'Slim Fit Stretch Jeans',
              'Denim with 2% stretch that moves with you, a mid rise and a slim leg from hip to hem.',
            ],
            [
              'Straight Fit Selvedge Jeans',
              'Rigid selvedge denim that fades beautifully over time, finished with a red-line selvedge cuff.',
            ],
            [
              'Tapered Fit Distressed Jeans',
              'Subtle whiskering and light distressing on a relaxed-thigh, tapered leg.',
            ],
            [
              'Relaxed Fit Carpenter Jeans',
              'A roomy fit with a hammer loop and utility pocket, in heavyweight 13 oz cotton denim.',
            ],
            [
              'Skinny Fit Power Stretch Jeans',
              'Super-stretch denim that recovers its shape all day, with a low-profile skinny leg.',
            ],
            [
              'Bootcut Vintage Wash Jeans',
              'A seventies-inspired bootcut in a sun-faded vintage wash, with classic five-pocket styling.',
            ],
          ],
        },
        {
          name: "Men's Trousers",
          description: 'Chinos, formal trousers and joggers.',
          kind: 'trousers',
          sizes: waistSizes,
          prices: [999, 2799],
          palette: ['charcoal', 'khaki', 'navy', 'beige'],
          care: 'Waist sizes in inches. Machine wash cold; iron along the crease.',
          products: [
            [
              'Slim Fit Cotton Chinos',
              'Peached cotton twill with a touch of stretch, neat slant pockets and a slim leg.',
            ],
            [
              'Formal Pleated Trousers',
              'Single-pleat trousers in a wool-blend suiting fabric with a pressed centre crease.',
            ],
            [
              'Linen Drawstring Trousers',
              'Airy pure linen with a drawstring waist, made for summer weddings and beach holidays.',
            ],
            [
              'Stretch Travel Trousers',
              'A wrinkle-resistant, quick-dry fabric with a hidden zip pocket for passports and phones.',
            ],
            [
              'Corduroy Straight Trousers',
              'Soft mid-wale corduroy in a straight fit with a clean flat front.',
            ],
          ],
        },
        {
          name: "Men's Shorts",
          sizeGuide: menShortsGuide,
          description: 'Chino, cargo and lounge shorts.',
          kind: 'shorts',
          sizes: adultSizes,
          prices: [499, 1199],
          palette: ['khaki', 'navy', 'olive'],
          care: 'Above-the-knee length. Machine wash cold; tumble dry low.',
          products: [
            [
              'Cotton Chino Shorts',
              'A 7-inch inseam, a clean flat front and soft cotton twill for easy summer days.',
            ],
            ['Cargo Utility Shorts', 'Roomy cargo pockets and a relaxed fit in durable ripstop cotton.'],
            [
              'Terry Lounge Shorts',
              'Looped terry with an elastic drawcord waist, for home, gym and late-night snack runs.',
            ],
            [
              'Linen Blend Drawstring Shorts',
              'Breathable linen blend with a drawstring waist and side pockets.',
            ],
            [
              'Quick-Dry Running Shorts',
              'Lightweight and quick to dry, with an inner brief and a zipped key pocket.',
            ],
          ],
        },
      ],
    },
    {
      name: "Men's Ethnic Wear",
      description: 'Kurtas, kurta sets and Nehru jackets.',
      leaves: [
        {
          name: "Men's Kurtas",
          sizeGuide: menKurtaGuide,
          description: 'Cotton, linen and silk-blend kurtas.',
          kind: 'kurta',
          sizes: adultSizes,
          prices: [899, 3499],
          palette: ['white', 'cream', 'maroon', 'mustard'],
          care: 'Regular fit, knee length. Gentle wash or dry clean; iron on the reverse to protect the embroidery.',
          products: [
            [
              'Lucknowi Chikankari Kurta',
              'Hand-embroidered Lucknowi chikankari on fine cotton, with a mandarin collar and side slits.',
            ],
            [
              'Silk Blend Festive Kurta',
              'A lustrous silk blend with zari-detailed placket, perfect for Diwali and sangeet.',
            ],
            [
              'Linen Straight Kurta',
              'Pure linen in a straight cut that breathes through long summer ceremonies.',
            ],
            [
              'Jacquard Woven Kurta',
              'Tone-on-tone jacquard motifs woven into the fabric, with concealed placket buttons.',
            ],
            [
              'Khadi Cotton Short Kurta',
              'Handspun khadi cotton in a hip-length cut that pairs as easily with jeans as with churidars.',
            ],
            [
              'Printed Rayon Kurta Pyjama Set',
              'A block-print rayon kurta with a matching pyjama, light and easy to wear.',
            ],
          ],
        },
        {
          name: 'Nehru Jackets',
          sizeGuide: menTopwearGuide,
          description: 'Bandhgala-inspired sleeveless jackets.',
          kind: 'nehruJacket',
          sizes: adultSizes,
          prices: [1499, 3999],
          palette: ['maroon', 'navy', 'beige'],
          care: 'Tailored fit to wear over a kurta. Dry clean only.',
          products: [
            [
              'Brocade Nehru Jacket',
              'Rich woven brocade with a band collar and a silk pocket square, made for weddings.',
            ],
            [
              'Textured Linen Nehru Jacket',
              'A textured linen blend with a smart welt pocket, for day functions and pujas.',
            ],
            [
              'Velvet Festive Nehru Jacket',
              'Plush velvet with antique-finish buttons that catches the light at evening parties.',
            ],
            [
              'Khadi Bandhgala Waistcoat',
              'A classic sleeveless bandhgala in handloom khadi with a neat, structured fit.',
            ],
            [
              'Printed Silk Blend Nehru Jacket',
              'Fine paisley print on a silk blend, lined for a smooth, comfortable drape.',
            ],
          ],
        },
      ],
    },
  ],
};
