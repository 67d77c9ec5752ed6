import type { SizeGuide } from '@vastra/contract/size-guide';

// Body measurements of the demo's size systems, as Indian labels print them: adults in inches,
// children in centimetres by age. Each is set on the highest category whose garments share it.

const rows = (sizes: readonly string[], ...columns: (string | number)[][]) =>
  sizes.map((size, i) => ({ size, values: columns.map((column) => String(column[i])) }));

const adult = ['S', 'M', 'L', 'XL', 'XXL'];
const women = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const ages = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];

export const menTopwearGuide: SizeGuide = {
  unit: 'in',
  columns: ['Chest', 'Shoulder', 'Length'],
  rows: rows(adult, [38, 40, 42, 44, 46], [17, 17.5, 18, 18.5, 19], [27, 28, 29, 30, 31]),
  note: 'Body measurements. Between two sizes? Choose the larger for a relaxed fit.',
};

export const menWaistGuide: SizeGuide = {
  unit: 'in',
  columns: ['Waist', 'Hip', 'Inseam'],
  rows: rows(
    ['28', '30', '32', '34', '36'],
    [28, 30, 32, 34, 36],
    [36, 38, 40, 42, 44],
    [31, 31, 32, 32, 32],
  ),
  note: 'The size is the waist in inches. Measure around your natural waist, without a belt.',
};

export const menShortsGuide: SizeGuide = {
  unit: 'in',
  columns: ['Waist', 'Hip', 'Length'],
  rows: rows(adult, [30, 32, 34, 36, 38], [38, 40, 42, 44, 46], [9, 9.5, 10, 10.5, 11]),
  note: 'Elasticated waist: fits up to 2 inches more than shown.',
};

export const menKurtaGuide: SizeGuide = {
  unit: 'in',
  columns: ['Chest', 'Shoulder', 'Kurta length'],
  rows: rows(adult, [38, 40, 42, 44, 46], [17, 17.5, 18, 18.5, 19], [40, 41, 42, 43, 44]),
  note: null,
};

export const womenKurtaGuide: SizeGuide = {
  unit: 'in',
  columns: ['Bust', 'Waist', 'Hip', 'Length'],
  rows: rows(
    women,
    [32, 34, 36, 38, 40, 42],
    [26, 28, 30, 32, 34, 36],
    [36, 38, 40, 42, 44, 46],
    [44, 44, 45, 45, 46, 46],
  ),
  note: 'Body measurements. Kurtas are cut with 2 inches of ease at the bust.',
};

export const lehengaGuide: SizeGuide = {
  unit: 'in',
  columns: ['Bust', 'Waist', 'Skirt length'],
  rows: rows(['S', 'M', 'L', 'XL'], [34, 36, 38, 40], [28, 30, 32, 34], [40, 40, 41, 41]),
  note: 'The blouse is semi-stitched and can be altered by up to 2 inches.',
};

export const womenWesternGuide: SizeGuide = {
  unit: 'in',
  columns: ['Bust', 'Waist', 'Hip'],
  rows: rows(women, [32, 34, 36, 38, 40, 42], [26, 28, 30, 32, 34, 36], [35, 37, 39, 41, 43, 45]),
  note: 'Body measurements. Between two sizes? Choose the larger.',
};

export const womenJeansGuide: SizeGuide = {
  unit: 'in',
  columns: ['Waist', 'Hip', 'Inseam'],
  rows: rows(
    ['26', '28', '30', '32', '34'],
    [26, 28, 30, 32, 34],
    [35, 37, 39, 41, 43],
    [30, 30, 30, 31, 31],
  ),
  note: 'The size is the waist in inches.',
};

export const kidsGuide: SizeGuide = {
  unit: 'cm',
  columns: ['Height', 'Chest', 'Waist'],
  rows: rows(
    ages,
    ['92-98', '104-110', '116-122', '128-134', '140-146', '152-158'],
    [53, 56, 60, 64, 70, 76],
    [51, 53, 56, 59, 62, 65],
  ),
  note: 'Sizes go by age; when your child is tall for their age, go by height.',
};
