/**
 * India's 28 states and 8 union territories with their GST state codes (the first two digits of a
 * GSTIN). An invoice names the place of supply by them, so an address stores its state as one of
 * these names whenever what was typed can be recognised (see canonicalIndianState).
 */
export const INDIAN_STATES = [
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Assam', code: '18' },
  { name: 'Bihar', code: '10' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Delhi', code: '07' },
  { name: 'Goa', code: '30' },
  { name: 'Gujarat', code: '24' },
  { name: 'Haryana', code: '06' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Karnataka', code: '29' },
  { name: 'Kerala', code: '32' },
  { name: 'Ladakh', code: '38' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Manipur', code: '14' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Mizoram', code: '15' },
  { name: 'Nagaland', code: '13' },
  { name: 'Odisha', code: '21' },
  { name: 'Puducherry', code: '34' },
  { name: 'Punjab', code: '03' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Sikkim', code: '11' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Telangana', code: '36' },
  { name: 'Tripura', code: '16' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'West Bengal', code: '19' },
] as const;

export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

const byName = new Map<string, (typeof INDIAN_STATES)[number]>(INDIAN_STATES.map((s) => [s.name, s]));

/** True for a name exactly as listed (a recognised state is stored so). */
export const isIndianState = (name: string | null | undefined): name is IndianStateName =>
  name != null && byName.has(name);

/** The GST state code of a listed state, e.g. "29" for Karnataka. */
export const gstStateCode = (name: string): string | undefined => byName.get(name)?.code;

export const STATE_INVALID = 'Please choose a state or union territory of India.';
export const STATE_REQUIRED = 'State is required.';

/**
 * Old names, short forms and common spellings people still write, by the name the list uses.
 * Case, spaces, punctuation and the word "and" (or "&") never matter, so they are not repeated here.
 */
const OTHER_NAMES: Record<string, IndianStateName> = {
  Andaman: 'Andaman and Nicobar Islands',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'A&N Islands': 'Andaman and Nicobar Islands',
  Andhra: 'Andhra Pradesh',
  AP: 'Andhra Pradesh',
  Arunachal: 'Arunachal Pradesh',
  Chattisgarh: 'Chhattisgarh',
  Chhatisgarh: 'Chhattisgarh',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'NCT of Delhi': 'Delhi',
  'NCT Delhi': 'Delhi',
  'National Capital Territory of Delhi': 'Delhi',
  'New Delhi': 'Delhi',
  'Delhi NCR': 'Delhi',
  Gujrat: 'Gujarat',
  Himachal: 'Himachal Pradesh',
  HP: 'Himachal Pradesh',
  'J&K': 'Jammu and Kashmir',
  MP: 'Madhya Pradesh',
  Maharastra: 'Maharashtra',
  Orissa: 'Odisha',
  Pondicherry: 'Puducherry',
  Pondy: 'Puducherry',
  TN: 'Tamil Nadu',
  Telengana: 'Telangana',
  UP: 'Uttar Pradesh',
  Uttaranchal: 'Uttarakhand',
  Uttrakhand: 'Uttarakhand',
  WB: 'West Bengal',
  Bengal: 'West Bengal',
};

/** "Jammu & Kashmir", " jammu and  kashmir" and "Jammu-Kashmir" all read "jammukashmir". */
function stateKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and')
    .join('');
}

const byKey = new Map<string, IndianStateName>([
  ...INDIAN_STATES.map(({ name }): [string, IndianStateName] => [stateKey(name), name]),
  ...Object.entries(OTHER_NAMES).map(([other, name]): [string, IndianStateName] => [stateKey(other), name]),
]);

/**
 * The listed name of the state or union territory a shopper typed, whatever its case, spacing or
 * punctuation, old names included ("orissa" -> "Odisha", "Tamilnadu" -> "Tamil Nadu"); null when it
 * cannot be recognised.
 */
export const canonicalIndianState = (text: string): IndianStateName | null =>
  byKey.get(stateKey(text)) ?? null;
