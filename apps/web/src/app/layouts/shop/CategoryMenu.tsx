import type { Category } from '@vastra/contract/catalogue';
import { ChevronDown, Shirt } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { coverImageOf } from '../../../lib/category-tree';

/** A moment's grace, so the pointer can cross from a category to its menu without it closing. */
const CLOSE_DELAY_MS = 150;

/**
 * The desktop header's top-level categories (the phone has its drawer instead). Hovering or
 * focusing one opens a menu of its subcategories with their own and the category's picture.
 * From the keyboard, Enter on the arrow button or ArrowDown opens it and goes to its first link,
 * Tab walks through its links, and Esc closes it and returns to the category.
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [opened, setOpened] = useState<{ id: string; on: string } | null>(null);
  const openId = opened?.on === pathname ? opened.id : null;
  const setOpenId = (id: string | null) => setOpened(id === null ? null : { id, on: pathname });
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closing.current);
  useEffect(() => () => clearTimeout(closing.current), []);

  const open = (id: string) => {
    cancelClose();
    setOpenId(id);
  };
  const closeSoon = () => {
    cancelClose();
    closing.current = setTimeout(() => setOpenId(null), CLOSE_DELAY_MS);
  };

  return (
    <nav aria-label="Categories" className="no-scrollbar ml-8 hidden flex-1 gap-7 overflow-x-auto md:flex">
      {categories.map((category) => (
        <CategoryEntry
          key={category.id}
          category={category}
          isOpen={openId === category.id}
          onOpen={() => open(category.id)}
          onClose={() => {
            cancelClose();
            setOpened((current) => (current?.id === category.id ? null : current));
          }}
          onLeave={closeSoon}
        />
      ))}
    </nav>
  );
}

function CategoryEntry({
  category,
  isOpen,
  onOpen,
  onClose,
  onLeave,
}: {
  category: Category;
  isOpen: boolean;
  onOpen(): void;
  onClose(): void;
  onLeave(): void;
}) {
  const panelId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Closed with Esc, it stays closed while focus stays on the category, until asked again.
  const dismissed = useRef(false);
  const hasMenu = category.subCategories.length > 0;

  const openAndEnter = () => {
    dismissed.current = false;
    onOpen();
    // The panel is drawn on this render; its first link takes focus once it is there.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLAnchorElement>('a')?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasMenu) return;
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      dismissed.current = true;
      onClose();
      link.current?.focus();
    } else if (event.key === 'ArrowDown' && !panel.current?.contains(event.target as Node)) {
      event.preventDefault();
      openAndEnter();
    }
  };

  return (
    // Hover and focus open it for pointer and keyboard alike; the keys are handled on the whole entry.
    // biome-ignore lint/a11y/noStaticElementInteractions: the links and button inside are the controls
    <div
      className="flex items-center"
      onMouseEnter={hasMenu ? onOpen : undefined}
      onMouseLeave={hasMenu ? onLeave : undefined}
      onFocus={() => hasMenu && !dismissed.current && onOpen()}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        dismissed.current = false;
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <NavLink
        ref={link}
        to={`/${category.slug}`}
        className={({ isActive }) =>
          `relative py-5 text-[13px] font-medium tracking-[0.14em] whitespace-nowrap uppercase after:absolute after:inset-x-0 after:bottom-3.5 after:h-px after:origin-left after:bg-current after:transition-transform hover:after:scale-x-100 ${isActive || isOpen ? 'after:scale-x-100' : 'after:scale-x-0'}`
        }
      >
        {category.name}
      </NavLink>
      {hasMenu && (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={`${category.name} categories`}
          onClick={() => (isOpen ? onClose() : openAndEnter())}
          className="ml-0.5 flex size-6 items-center justify-center rounded-full transition hover:bg-current/10"
        >
          <ChevronDown className={`size-3.5 transition ${isOpen ? 'rotate-180' : ''}`} aria-hidden />
        </button>
      )}
      {hasMenu && (
        <div
          ref={panel}
          id={panelId}
          hidden={!isOpen}
          className="fixed inset-x-0 top-16 border-t border-neutral-200 bg-white text-neutral-900 shadow-xl"
        >
          <MenuPanel category={category} />
        </div>
      )}
    </div>
  );
}

/** The open menu: each subcategory with its picture and its own subcategories, and the category's picture. */
function MenuPanel({ category }: { category: Category }) {
  const cover = coverImageOf(category);
  return (
    <div className="mx-auto flex max-w-7xl gap-10 px-6 py-8">
      <ul className="grid flex-1 grid-cols-3 gap-x-8 gap-y-6 lg:grid-cols-4">
        {category.subCategories.map((sub) => {
          const picture = coverImageOf(sub);
          return (
            <li key={sub.id}>
              <NavLink to={`/products/${sub.slug}`} className="group flex items-center gap-3">
                <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-cream ring-1 ring-neutral-200 group-hover:ring-accent">
                  {picture ? (
                    <ResponsiveImage
                      picture={picture}
                      sizes="48px"
                      alt=""
                      className="size-full object-cover"
                    />
                  ) : (
                    <Shirt className="size-5 text-accent" strokeWidth={1.5} aria-hidden />
                  )}
                </span>
                <span className="text-sm font-semibold group-hover:underline">{sub.name}</span>
              </NavLink>
              {sub.subCategories.length > 0 && (
                <ul className="mt-2 space-y-1 pl-15">
                  {sub.subCategories.map((leaf) => (
                    <li key={leaf.id}>
                      <NavLink
                        to={`/products/${leaf.slug}`}
                        className="inline-flex min-h-6 items-center text-sm text-neutral-600 hover:text-neutral-900 hover:underline"
                      >
                        {leaf.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <NavLink
        to={`/products/${category.slug}`}
        className="group relative hidden aspect-[4/5] w-56 shrink-0 overflow-hidden rounded-lg bg-cream lg:block"
      >
        {cover && (
          <ResponsiveImage
            picture={cover}
            sizes="224px"
            alt=""
            className="size-full object-cover object-[65%_center] transition duration-700 group-hover:scale-[1.04]"
          />
        )}
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-4 text-sm font-semibold tracking-wide text-white">
          Shop all {category.name}
        </span>
      </NavLink>
    </div>
  );
}
