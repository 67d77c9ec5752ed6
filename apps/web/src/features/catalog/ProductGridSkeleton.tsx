const placeholders = Array.from({ length: 8 }, (_, index) => `placeholder-${index}`);

/** Grey cards in the product grid's shape while the first page loads. */
export function ProductGridSkeleton() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4">
      {placeholders.map((key) => (
        <li key={key} className="animate-pulse">
          <div className="aspect-[4/5] rounded-lg bg-neutral-100" />
          <div className="mt-3 h-3 w-3/4 rounded bg-neutral-100" />
          <div className="mt-2 h-3 w-1/3 rounded bg-neutral-100" />
        </li>
      ))}
    </ul>
  );
}
