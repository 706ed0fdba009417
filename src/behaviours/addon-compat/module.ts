// `elementorModules.Module` and `ViewModule`: settings, events and `extend`, with the original's construction order.
//
// STYLE.md keeps classes out of wisp, but add-ons `class X extends elementorModules.frontend.handlers.Base` and call
// `Base.extend({...})`: the page builder's public contract is a class hierarchy, so this folder is the one place that
// has to provide classes. Nothing else in wisp uses them.

type Listener = (...args: unknown[]) => unknown;
type Bag = Record<string, unknown>;

const isPlain = (value: unknown): value is Bag => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** jQuery's deep `$.extend(true, target, source)` for what settings hold: plain objects and arrays copied, the rest shared. */
export function deepMerge(target: Bag, source: Bag): Bag {
  for (const key of Object.keys(source)) {
    if (key === '__proto__') continue;
    const value = source[key];
    if (isPlain(value)) target[key] = deepMerge(isPlain(target[key]) ? (target[key] as Bag) : {}, value);
    else if (Array.isArray(value)) target[key] = deepMerge((Array.isArray(target[key]) ? target[key] : []) as unknown as Bag, value as unknown as Bag);
    else if (value !== undefined) target[key] = value;
  }
  return target;
}

/** `getItems(items, 'a.b')` walks dotted keys, as the original's settings getters do. */
function readPath(items: unknown, path?: string): unknown {
  if (!path) return items;
  let current = items;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Bag)[key];
  }
  return current;
}

export class Module {
  // Subclasses made by `extend` and add-ons' own classes set any property they like on instances.
  [key: string]: unknown;
  static __super__?: object;
  #settings: Bag = {};
  #events = new Map<string, Listener[]>();

  constructor(...args: unknown[]) {
    this.__construct(...args);
    this.#bindEnumerableMethods();
    const defaults = this.getDefaultSettings();
    this.#settings = isPlain(defaults) ? defaults : {};
    if (isPlain(args[0])) deepMerge(this.#settings, args[0]);
    this.trigger('init');
  }

  /**
   * The original binds every enumerable method (those given to `extend`) to the instance, so add-ons pass
   * `this.onResize` as a listener; class methods are not enumerable and stay unbound there too.
   */
  #bindEnumerableMethods(): void {
    for (const name in this) {
      const value: unknown = this[name];
      if (typeof value === 'function') this[name] = value.bind(this) as never;
    }
  }

  /** Builds a subclass from an object of methods, as add-ons written against the original's `extend` expect. */
  static extend<T extends typeof Module>(this: T, properties: Bag = {}): T {
    const Parent = this;
    const Child = class extends (Parent as typeof Module) {};
    Object.assign(Child.prototype, properties);
    Child.__super__ = Parent.prototype;
    return Child as unknown as T;
  }

  __construct(..._args: unknown[]): void {}

  getDefaultSettings(): unknown {
    return {};
  }

  getConstructorID(): string {
    return this.constructor.name;
  }

  getItems(items: unknown, key?: string): unknown {
    return readPath(items, key);
  }

  getSettings(key?: string): unknown {
    return readPath(this.#settings, key);
  }

  setSettings(key: string | Bag, value?: unknown, container: Bag = this.#settings): this {
    if (typeof key === 'object') {
      Object.assign(container, key);
      return this;
    }
    const [head = '', ...rest] = key.split('.');
    if (head === '__proto__') return this;
    if (rest.length === 0) container[head] = value;
    else {
      if (!isPlain(container[head])) container[head] = {};
      this.setSettings(rest.join('.'), value, container[head] as Bag);
    }
    return this;
  }

  getErrorMessage(type: string, name: string): string {
    return type === 'forceMethodImplementation' ? `The method '${name}' must to be implemented in the inheritor child.` : 'An error occurs';
  }

  forceMethodImplementation(name: string): never {
    throw new Error(this.getErrorMessage('forceMethodImplementation', name));
  }

  on(name: string | Record<string, Listener>, callback?: Listener): this {
    if (typeof name === 'object') {
      for (const [single, listener] of Object.entries(name)) this.on(single, listener);
      return this;
    }
    if (typeof callback !== 'function') return this;
    for (const single of name.split(' ')) this.#events.set(single, [...(this.#events.get(single) ?? []), callback]);
    return this;
  }

  off(name: string, callback?: Listener): this {
    const listeners = this.#events.get(name);
    if (!listeners) return this;
    if (!callback) this.#events.delete(name);
    else this.#events.set(name, listeners.filter((listener) => listener !== callback));
    return this;
  }

  /** Calls `on{Name}` first, then every listener, with the remaining arguments. */
  trigger(name: string, ...params: unknown[]): this {
    const method = this[`on${name.charAt(0).toUpperCase()}${name.slice(1)}`];
    if (typeof method === 'function') method.apply(this, params);
    for (const listener of this.#events.get(name) ?? []) listener.apply(this, params);
    return this;
  }
}

export class ViewModule extends Module {
  declare elements: Bag | null;

  getDefaultElements(): Bag {
    return {};
  }

  bindEvents(): void {}

  initElements(): void {
    this.elements = this.getDefaultElements();
  }

  onInit(..._args: unknown[]): void {
    this.initElements();
    this.bindEvents();
  }
}
