import { Star } from 'lucide-react';

/** Five stars, filled up to the rating rounded to a whole star; read out as "Rated 4.3 out of 5". */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={`${className} ${star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-neutral-200 text-neutral-200'}`}
        />
      ))}
    </span>
  );
}
