/** The policy pages' type: plain prose, dark enough to read on the page's white card. */
export const policyStyles = {
  lead: 'text-lg leading-8 text-neutral-900',
  heading: 'mt-10 mb-3 font-display text-2xl font-semibold text-neutral-900',
  text: 'mt-3 text-[15px] leading-7 text-neutral-700',
  steps: 'mt-3 list-decimal space-y-1.5 pl-6 text-[15px] leading-7 text-neutral-700',
  link: 'font-medium text-neutral-900 underline underline-offset-2 hover:text-neutral-600',
};
