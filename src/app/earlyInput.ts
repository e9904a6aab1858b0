/**
 * Input made between the first paint and hydration is not lost. Until the page is live, an inline script
 * in index.html holds every click on a button (window.__earlyClicks) before React could see it, and the
 * pages' shortcuts ('/' outside a field, Ctrl+K or ⌘K: window.__earlyKeys); typed text
 * and chosen options stay in their fields, where React, hydrating, leaves them but does not hear of them.
 * Once hydrated, the page replays them: the held clicks in order, the held shortcuts (pressed again on the
 * document, where the pages listen for them), and each field whose value differs from the one it was
 * rendered with, as the change React would have heard. The sound switch is not held: the
 * inline script works it before the page is live (window.__earlySoundSwitch, the flag it last set), and
 * the page hands that flag on.
 */
type HeldKey = Pick<KeyboardEventInit, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

type EarlyInputWindow = Window & { __earlyClicks?: Element[]; __earlyKeys?: HeldKey[]; __earlySoundSwitch?: boolean };

type Field = HTMLInputElement | HTMLSelectElement;

/** The value a field was rendered with: its value attribute, or its option marked selected. */
function renderedValue(field: Field): string {
  if (field instanceof HTMLInputElement) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Tells React that `field` changed from the value it rendered to what the visitor left in it. React knows
 * an input's value through the value it last set (assigning `value` goes through that record); setting
 * the visitor's text past it, with the element's own setter, then an input event, is the change it hears.
 */
function announceChange(field: Field, rendered: string): void {
  const typed = field.value;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = rendered;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays what the visitor did before the page was live; called once, right after hydration.
 * `soundsSwitched` gets the sound switch's flag when the visitor used it before then.
 */
export function replayEarlyInput(doc: Document, soundsSwitched: (enabled: boolean) => void): void {
  const view = doc.defaultView as EarlyInputWindow | null;
  const switched = view?.__earlySoundSwitch;
  if (typeof switched === 'boolean') soundsSwitched(switched);
  for (const field of doc.querySelectorAll<Field>('#root input:not([type=checkbox]):not([type=radio]), #root select')) {
    const rendered = renderedValue(field);
    if (field.value !== rendered) announceChange(field, rendered);
  }
  const clicks = view?.__earlyClicks ?? [];
  if (view) view.__earlyClicks = [];
  for (const button of clicks) counterpart(doc, button)?.click();
  const keys = view?.__earlyKeys ?? [];
  if (view) view.__earlyKeys = [];
  for (const key of keys) doc.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
}

/**
 * The held button, or, when rendering replaced it meanwhile (a list re-rendered by an earlier replayed
 * field), the connected button that stands for the same control: same description, name and text.
 */
function counterpart(doc: Document, button: Element): HTMLElement | undefined {
  if (button.isConnected) return button instanceof HTMLElement ? button : undefined;
  const describedBy = button.getAttribute('aria-describedby');
  if (!describedBy) return undefined;
  return [...doc.querySelectorAll<HTMLElement>('button[aria-describedby]')].find(
    (candidate) =>
      candidate.getAttribute('aria-describedby') === describedBy &&
      candidate.getAttribute('aria-label') === button.getAttribute('aria-label') &&
      candidate.textContent === button.textContent,
  );
}
