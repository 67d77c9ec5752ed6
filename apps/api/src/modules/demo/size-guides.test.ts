import { sizeGuideProblem } from '@vastra/contract/size-guide';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-store';

describe('the demo store’s size guides', () => {
  const leaves = demoCatalogue.flatMap((top) =>
    top.groups.flatMap((group) =>
      group.leaves.map((leaf) => ({ leaf, guide: leaf.sizeGuide ?? group.sizeGuide })),
    ),
  );

  it('list exactly the sizes sold in each category they reach, and keep the server’s rules', () => {
    for (const { leaf, guide } of leaves) {
      if (!guide) continue;
      expect(
        guide.rows.map((row) => row.size),
        leaf.name,
      ).toEqual([...leaf.sizes]);
      expect(sizeGuideProblem(guide), leaf.name).toBeNull();
    }
  });

  it('reach every category sold in measured sizes, and none sold in one free size', () => {
    for (const { leaf, guide } of leaves) {
      expect(Boolean(guide), leaf.name).toBe(!leaf.sizes.includes('Free Size'));
    }
  });
});
