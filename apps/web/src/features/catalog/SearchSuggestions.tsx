import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PopularCategories } from '../../components/PopularCategories';

/**
 * What the search page offers when a term finds nothing, so it is not a dead end: a hint, a box to
 * try another term, and the categories to browse instead.
 */
export function SearchSuggestions() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-8 pb-16">
      <p className="text-center text-sm text-neutral-600">
        Check the spelling, or try a shorter or more general word.
      </p>
      <search className="w-full max-w-md">
        {/* Read from the form, not from state: a term typed before the page's code ran is in the box
            only, and pressed that early the form goes to the search page on its own. */}
        <form
          action="/search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            if (term) navigate(`/search?${new URLSearchParams({ q: term })}`);
          }}
        >
          <label className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full bg-neutral-100 px-4 ring-1 ring-transparent focus-within:bg-white focus-within:ring-neutral-400">
            <Search className="size-4 shrink-0 text-neutral-500" aria-hidden />
            <span className="sr-only">Try another search</span>
            <input
              type="search"
              name="q"
              placeholder="Try another search"
              className="min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-neutral-500"
            />
          </label>
          <button
            type="submit"
            className="h-11 shrink-0 rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white hover:bg-neutral-800"
          >
            Search
          </button>
        </form>
      </search>
      <div className="w-full max-w-3xl">
        <PopularCategories title="Browse a category instead" />
      </div>
    </div>
  );
}
