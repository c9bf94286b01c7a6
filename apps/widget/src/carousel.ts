const ADVANCE_MS = 7000;

/**
 * The Testimonial Carousel: one review at a time, Previous and Next buttons and the arrow keys. It never moves on
 * its own unless the account turned that on (data-auto); then it has a Pause button, stops while hovered or
 * focused, and does not move at all for visitors who prefer reduced motion (WCAG 2.2.2). The embed and the
 * builder's preview both run it; the answer stops the advancing, for a preview that re-renders.
 */
export function carousel(root: ShadowRoot): () => void {
  const section = root.querySelector<HTMLElement>('section');
  const list = root.querySelector<HTMLElement>('[data-rw="slides"]');
  const none = () => undefined;
  if (!section || !list) return none;
  const slides = [...list.children] as HTMLElement[];
  let current = 0;
  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, position) => {
      slide.hidden = position !== current;
    });
  };
  const button = (name: string) => root.querySelector<HTMLButtonElement>(`[data-rw="${name}"]`);
  button('prev')?.addEventListener('click', () => show(current - 1));
  button('next')?.addEventListener('click', () => show(current + 1));
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
  });
  show(0);

  const pause = button('pause');
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!pause || section.dataset.auto !== '1' || still) {
    pause?.remove();
    list.setAttribute('aria-live', 'polite');
    return none;
  }
  let paused = false;
  let held = false;
  const timer = setInterval(() => {
    if (!paused && !held) show(current + 1);
  }, ADVANCE_MS);
  pause.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-label', paused ? 'Play' : 'Pause');
    pause.textContent = paused ? '\u25B6' : '\u275A\u275A';
    list.setAttribute('aria-live', paused ? 'polite' : 'off');
  });
  for (const [event, value] of [
    ['mouseenter', true],
    ['mouseleave', false],
    ['focusin', true],
    ['focusout', false],
  ] as const) {
    section.addEventListener(event, () => {
      held = value;
    });
  }
  return () => clearInterval(timer);
}
