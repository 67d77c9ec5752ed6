import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { BRAND_NAME, useCompanyDetails } from '../../lib/company';
import { preloadSignInPages } from '../router';

// docs/product.md §2: these footer links are placeholders, but for the two the store's policy pages answer.
const pageOf: Record<string, string> = {
  'Contact Us & FAQ': '/policies/contact',
  'Return Policy': '/policies/returns',
};
const footerGroups = [
  { title: 'About', links: ['Information', 'Store Locator', 'Bulk Purchase'] },
  { title: 'Help', links: ['Contact Us & FAQ', 'Return Policy', 'Privacy Policy', 'Accessibility'] },
  { title: 'Account', links: ['Membership', 'Profile', 'Vouchers'] },
];
const socials = ['Instagram', 'Facebook', 'YouTube', 'X'];

/** The auth pages: a small header and the large footer. */
export function PlainLayout() {
  const company = useCompanyDetails();
  // Every sign-in page's code once the shell is up, so the next one (a reset ends at /login) is drawn
  // at once. A chunk that fails here shows its own "could not be loaded" when its page is opened.
  useEffect(() => void preloadSignInPages().catch(() => undefined), []);
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4">
          <BrandMark />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-12">
        <Outlet />
      </main>
      <footer className="border-t border-neutral-200 bg-white text-sm text-neutral-600">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="mb-3 font-semibold text-neutral-900">{group.title}</h2>
              <ul className="space-y-2">
                {group.links.map((label) => (
                  <li key={label}>
                    {pageOf[label] ? (
                      <Link to={pageOf[label]} className="hover:text-neutral-900">
                        {label}
                      </Link>
                    ) : (
                      <a href="#top" className="hover:text-neutral-900">
                        {label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="mb-3 font-semibold text-neutral-900">E-Newsletter</h2>
            <p className="mb-3">Subscribe for new arrivals and offers.</p>
            <form className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
              <input
                type="email"
                aria-label="Email for newsletter"
                placeholder="Your email"
                className="min-w-0 flex-1 rounded border border-neutral-300 px-3 py-2"
              />
              <button type="submit" className="rounded bg-neutral-900 px-3 py-2 text-white">
                Subscribe
              </button>
            </form>
            <ul className="mt-4 flex gap-4">
              {socials.map((name) => (
                <li key={name}>
                  <a href="#top" className="hover:text-neutral-900">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="border-t border-neutral-200">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs">
            <span>
              © {new Date().getFullYear()} {company?.name || BRAND_NAME}
            </span>
            <div className="flex gap-4">
              <a href="#top">Cookie Settings</a>
              <a href="/legal/terms-conditions">Terms of use</a>
              <a href="/legal/privacy-policy">Privacy policy</a>
            </div>
          </div>
        </div>
      </footer>
    </div>
  );
}
