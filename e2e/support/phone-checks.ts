import { expect, type Locator, type Page } from '@playwright/test';

/** The controls a shopper can tap: what WCAG 2.2's target size (2.5.8) is about. */
const TARGETS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';

/** The page is no wider than the screen: nothing to scroll sideways (the elements that stick out are named). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const stickingOut = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .slice(-5);
  });
  expect.soft(stickingOut, 'the page scrolls sideways').toEqual([]);
}

/**
 * Every control is at least 24x24 px, or (WCAG 2.2's spacing exception) a 24 px circle around it
 * touches no other control. Links inside a sentence are exempt, as WCAG exempts them. A control on
 * a bar fixed to the screen and one on the page are measured apart: how near they come depends on
 * where the page is scrolled, and the page's control is then under the bar, not beside it.
 */
export async function expectTargetsBigEnough(page: Page): Promise<void> {
  const tooSmall = await page.evaluate((selector) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const inSentence = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0);
    // A checkbox or radio inside its label is tapped through the label.
    const targetBox = (el: Element) =>
      (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')
        ? el.closest('label')
        : el
      )?.getBoundingClientRect() as DOMRect;
    const onFixedBar = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => visible(el) && !inSentence(el))
      .map((el) => ({ el, box: targetBox(el), fixed: onFixedBar(el) }));
    const small = targets.filter(({ box }) => box.width < 23.5 || box.height < 23.5);
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const distanceToBox = ([x, y]: readonly [number, number], box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    return small
      .filter((target) =>
        targets.some((other) => {
          if (other.el === target.el || other.el.contains(target.el) || target.el.contains(other.el))
            return false;
          if (other.fixed !== target.fixed) return false;
          const [x, y] = centre(target.box);
          return small.includes(other)
            ? Math.hypot(x - centre(other.box)[0], y - centre(other.box)[1]) < 24
            : distanceToBox([x, y], other.box) < 12;
        }),
      )
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  }, TARGETS);
  expect.soft(tooSmall, 'controls smaller than 24x24 px and crowded').toEqual([]);
}

/** A screen's main action is at least 44 px tall, big enough for a thumb. */
export async function expectThumbSized(action: Locator): Promise<void> {
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  expect.soft(box?.height ?? 0, 'the main action is shorter than 44 px').toBeGreaterThanOrEqual(44);
}

/**
 * Scrolled to the end, the floating bars (the bottom bar and the product page's add-to-bag bar)
 * cover no control, form field or text of the page (a price, the footer's last line).
 */
export async function expectBarsCoverNothing(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
  const covered = await page.evaluate((selector) => {
    const floating = (el: Element | null) => {
      for (let node = el; node; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    const bars = [...document.querySelectorAll('nav[aria-label="Quick actions"], [data-floating-bar]')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((box) => box.width > 0 && getComputedStyle(document.body).display !== 'none');
    // Anything with words of its own: a price, a heading, the footer's last line.
    const texts = [...document.querySelectorAll('body *')].filter((el) =>
      [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const things = [...document.querySelectorAll(selector), ...texts].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && !floating(el);
    });
    return things
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return bars.some(
          (bar) =>
            box.left < bar.right && box.right > bar.left && box.top < bar.bottom && box.bottom > bar.top,
        );
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }, TARGETS);
  expect.soft(covered, 'covered by a floating bar').toEqual([]);
}

type ScrollPosition = 'top' | 'middle' | 'end';

async function scrollToPosition(page: Page, position: ScrollPosition): Promise<void> {
  await page.evaluate((where) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? room / 2 : room);
  }, position);
  // A page may grow as it is scrolled (rows asked for near the screen): scrolled again until it holds.
  await page.waitForFunction((where) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = where === 'top' ? 0 : where === 'middle' ? room / 2 : room;
    if (Math.abs(window.scrollY - wanted) <= 1) return true;
    window.scrollTo(0, wanted);
    return false;
  }, position);
}

/**
 * The bottom dock rule, at the top, the middle and the end of the screen: the quick-actions bar and a
 * screen's docked main action (its [data-floating-bar]) are opaque bands across the whole width,
 * stacked from the bottom edge without overlapping, so what scrolls under them is out of view rather
 * than covered by something floating over it; a docked main action is on screen and nothing covers
 * it; and at the end nothing of the page is under the dock at all (expectBarsCoverNothing).
 */
export async function expectDockRule(page: Page, mainAction?: Locator): Promise<void> {
  for (const position of ['top', 'middle', 'end'] as const) {
    await scrollToPosition(page, position);
    const problems = await page.evaluate(() => {
      const bars = [...document.querySelectorAll('nav[aria-label="Quick actions"], [data-floating-bar]')]
        .filter((bar) => getComputedStyle(bar).position === 'fixed')
        .map((bar) => ({ bar, box: bar.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      const name = (bar: Element) => bar.getAttribute('aria-label') ?? 'the docked action';
      const found: string[] = [];
      for (const { bar, box } of bars) {
        if (box.left > 0.5 || box.right < window.innerWidth - 0.5)
          found.push(`${name(bar)} is not full width`);
        const alpha = getComputedStyle(bar)
          .backgroundColor.match(/rgba?\(([^)]+)\)/)?.[1]
          ?.split(',')[3];
        if (alpha !== undefined && Number(alpha) < 1) found.push(`${name(bar)} is see-through`);
        const resting =
          box.bottom >= window.innerHeight - 0.5 ||
          bars.some(({ box: below }) => below !== box && Math.abs(below.top - box.bottom) <= 1);
        if (!resting) found.push(`${name(bar)} floats above the bottom edge`);
        for (const { bar: other, box: theirs } of bars) {
          if (other === bar) continue;
          const overlap = Math.min(box.bottom, theirs.bottom) - Math.max(box.top, theirs.top);
          if (overlap > 1) found.push(`${name(bar)} overlaps ${name(other)}`);
        }
      }
      return found;
    });
    expect.soft(problems, `the bottom dock at the ${position} of the screen`).toEqual([]);
    if (mainAction && (await mainAction.evaluate((el) => el.closest('[data-floating-bar]') !== null))) {
      const uncovered = await mainAction.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && el.contains(hit);
      });
      expect.soft(uncovered, `the main action is on screen and uncovered at the ${position}`).toBe(true);
    }
  }
  await expectBarsCoverNothing(page);
}

/** The control is on the screen from left to right: seen without scrolling sideways. */
export async function expectInsideScreenWidth(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect
    .soft(box && box.x >= 0 && box.x + box.width <= width + 0.5, 'reaches past the screen’s edge')
    .toBe(true);
}
