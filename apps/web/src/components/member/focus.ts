/** A ref callback that moves keyboard focus to an element as it appears (an opened form, a confirm button). */
export const focusOnMount = (element: HTMLElement | null): void => {
  element?.focus();
};

/** After an item is gone, keyboard focus goes to its section's heading instead of the page's start. */
export function focusSectionHeading(sectionId: string): void {
  document.getElementById(`${sectionId}-heading`)?.focus();
}
