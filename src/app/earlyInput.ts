/**
 * Input made between the first paint and hydration is not lost. Until the page is live, an inline script
 * in index.html holds every click on a button (window.__earlyClicks) before React could see it, and the
 * pages' shortcuts ('/' outside a field, Ctrl+K or ⌘K: window.__earlyKeys); typed text
 * and chosen options stay in their fields, where React, hydrating, leaves them but does not hear of them.
 * Once hydrated, the page replays them: the held clicks in order, the held shortcuts (pressed again on the
 * document, where the pages listen for them), and each field whose value differs from the one it was
 * rendered with, as the change React would have heard. The sound switch is not held: the
 * inline script works it before the page is live (window.__earlySoundSwitch, the flag it last set), and
 * the page hands that flag on. A press on a button that began before the page was live and has not ended
 * (window.__earlyPress) holds the replay back until it does: replaying a typed search re-renders the list,
 * which would move the pressed button from under the pointer and lose its click. That click is then held
 * like the others and replayed after them.
 */
type HeldKey = Pick<KeyboardEventInit, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

type EarlyInputWindow = Window & { __earlyClicks?: Element[]; __earlyKeys?: HeldKey[]; __earlySoundSwitch?: boolean; __earlyPress?: Element | null };

/** The longest a press begun before the page was live holds the replay back (a pointer held down). */
const PRESS_WAIT_MS = 2000;

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
  const press = view?.__earlyPress;
  if (!view || !press?.isConnected) {
    replayHeld(doc, view);
    return;
  }
  view.__earlyPress = null;
  afterPress(view, press, (click) => replayHeld(doc, view, click));
}

function replayHeld(doc: Document, view: EarlyInputWindow | null, pressed?: Element): void {
  for (const field of doc.querySelectorAll<Field>('#root input:not([type=checkbox]):not([type=radio]), #root select')) {
    const rendered = renderedValue(field);
    if (field.value !== rendered) announceChange(field, rendered);
  }
  const clicks = view?.__earlyClicks ?? [];
  if (view) view.__earlyClicks = [];
  for (const button of pressed ? [...clicks, pressed] : clicks) counterpart(doc, button)?.click();
  const keys = view?.__earlyKeys ?? [];
  if (view) view.__earlyKeys = [];
  for (const key of keys) doc.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
}

/**
 * Calls `then` once the press on `press` ends: with `press` when it ended in a click on it (that click
 * is stopped here, to be replayed in its turn), without when it ended elsewhere, was cancelled, released
 * without a click, or lasted over PRESS_WAIT_MS.
 */
function afterPress(view: Window, press: Element, then: (click?: Element) => void): void {
  let done = false;
  const finish = (click?: Element) => {
    if (done) return;
    done = true;
    view.removeEventListener('click', onClick, true);
    view.removeEventListener('pointerup', onRelease, true);
    view.removeEventListener('pointercancel', onCancel, true);
    clearTimeout(timer);
    then(click);
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Node && press.contains(event.target))) return finish();
    event.preventDefault();
    event.stopImmediatePropagation();
    finish(press);
  };
  // The release's click, if it makes one, is dispatched in the same task; a release that makes none ends it.
  const onRelease = () => void setTimeout(finish, 0);
  const onCancel = () => finish();
  const timer = setTimeout(finish, PRESS_WAIT_MS);
  view.addEventListener('click', onClick, true);
  view.addEventListener('pointerup', onRelease, true);
  view.addEventListener('pointercancel', onCancel, true);
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
