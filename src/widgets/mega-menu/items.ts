// Mega menu items: one open at a time; `e-active`, `aria-expanded` and `display: var(--display)` as the original writes.

export type MenuItem = { index: string; title: HTMLElement; icon: HTMLElement | null; content: HTMLElement | null };

export type Items = {
  list: MenuItem[];
  current(): MenuItem | undefined;
  /** Opens `item` (closing the open one); the same item again closes it, as the original's tab activation does. */
  activate(item: MenuItem): void;
  close(): void;
};

function write(item: MenuItem, open: boolean, animation: string): void {
  const { icon, content } = item;
  icon?.setAttribute('aria-expanded', String(open));
  if (!content) return;
  content.classList.toggle('e-active', open);
  content.parentElement?.classList.toggle('e-active', open);
  if (animation) for (const name of ['animated', animation]) content.classList.toggle(name, open);
  content.style.display = open ? 'var(--display)' : 'none';
}

export function toItems(list: MenuItem[], animation: string, onOpen: (item: MenuItem) => void): Items {
  let open: MenuItem | undefined;
  const close = () => {
    if (open) write(open, false, animation);
    open = undefined;
  };
  return {
    list,
    current: () => open,
    close,
    activate(item) {
      const same = open === item;
      close();
      if (same || !item.content) return;
      open = item;
      write(item, true, animation);
      onOpen(item);
    },
  };
}
