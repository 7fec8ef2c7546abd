/**
 * cmdk orders its list by moving the DOM nodes while the user types, and leaves them where they are
 * when the field is emptied again (it sorts only for a search). Without a search the palette shows the
 * registry's order, so it is put back here, in the order React rendered: groups, then each group's items.
 */
export interface RenderedGroup {
  readonly heading: string;
  readonly values: readonly string[];
}

/** Puts the groups under `list` back in the given order; returns the value of the first item, or null. */
export function restoreOrder(list: HTMLElement, groups: readonly RenderedGroup[]): string | null {
  const groupElements = new Map<string, HTMLElement>();
  for (const element of list.querySelectorAll<HTMLElement>('[cmdk-group][data-heading]')) {
    groupElements.set(element.dataset.heading ?? '', element);
  }
  for (const group of groups) {
    const element = groupElements.get(group.heading);
    const items = element?.querySelector<HTMLElement>('[cmdk-group-items]');
    if (!element || !items) continue;
    element.parentElement?.appendChild(element);
    const byValue = new Map<string, Element>();
    for (const item of items.children) byValue.set(item.getAttribute('data-value') ?? '', item);
    for (const value of group.values) {
      const item = byValue.get(value);
      if (item) items.appendChild(item);
    }
  }
  return list.querySelector('[cmdk-item]:not([aria-disabled="true"])')?.getAttribute('data-value') ?? null;
}
