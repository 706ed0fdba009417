// `elementorModules.frontend.handlers.Base`: an element handler bound to `$element`, with the original's method contract.
import { ViewModule } from './module.ts';
import { toElement, type JQueryObject } from './jquery.ts';
import { frontendApi } from './frontend-ref.ts';

type Bag = Record<string, unknown>;

/** Element settings as jQuery's `.data('settings')` gives them (its cache, so add-ons' writes stay visible), else parsed. */
function readElementSettings($element: JQueryObject | undefined): Bag {
  const viaJquery = typeof $element?.data === 'function' ? $element.data('settings') : undefined;
  if (typeof viaJquery === 'object' && viaJquery !== null) return viaJquery as Bag;
  try {
    const parsed: unknown = JSON.parse(toElement($element)?.getAttribute('data-settings') ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Bag) : {};
  } catch {
    return {};
  }
}

/** jQuery's `.data()` when present (it turns `"12"` into 12, as add-ons saw before), else the attribute. */
function readData($element: JQueryObject | undefined, key: string): unknown {
  if (typeof $element?.data === 'function') return $element.data(key);
  return toElement($element)?.getAttribute(`data-${key}`) ?? undefined;
}

// No private members here: the base constructor calls `onInit` before a subclass's own fields exist.
export class Base extends ViewModule {
  declare $element: JQueryObject;
  declare isEdit: boolean;

  override __construct(settings?: unknown): void {
    if (!this.isActive(settings)) return;
    this.$element = (settings as { $element: JQueryObject }).$element;
    this.isEdit = toElement(this.$element)?.classList.contains('elementor-element-edit-mode') ?? false;
  }

  isActive(_settings?: unknown): boolean {
    return true;
  }

  /** Published pages have no editor documents. */
  isElementInTheCurrentDocument(): boolean {
    return false;
  }

  /** Descendants whose nearest page-builder element is this one, so nested widgets are left alone. */
  findElement(selector: string): JQueryObject {
    const main = toElement(this.$element);
    return this.$element.find(selector).filter(function (this: Element) {
      return this.parentElement?.closest('.elementor-element') === main;
    });
  }

  getUniqueHandlerID(cid?: unknown, $element: JQueryObject = this.$element): string {
    return `${String(cid ?? this.getModelCID())}${toElement($element)?.getAttribute('data-element_type') ?? ''}${this.getConstructorID()}`;
  }

  getElementType(): unknown {
    return readData(this.$element, 'element_type');
  }

  getWidgetType(): string | undefined {
    const type = readData(this.$element, 'widget_type');
    return typeof type === 'string' && type ? type.split('.')[0] : undefined;
  }

  getID(): unknown {
    return readData(this.$element, 'id');
  }

  getModelCID(): unknown {
    return readData(this.$element, 'model-cid');
  }

  getElementSettings(key?: string): unknown {
    return this.getItems(readElementSettings(this.$element), key);
  }

  getEditSettings(key?: string): unknown {
    return this.getItems({}, key);
  }

  getCurrentDeviceSetting(key: string): unknown {
    return frontendApi().getCurrentDeviceSetting(this.getElementSettings() as Bag, key);
  }

  getEditorListeners(): unknown[] {
    return [];
  }

  addEditorListeners(): void {}

  removeEditorListeners(): void {}

  override onInit(...args: unknown[]): void {
    if (this.isActive(this.getSettings())) super.onInit(...args);
  }

  onDestroy(): void {
    if (typeof this['unbindEvents'] === 'function') (this['unbindEvents'] as () => void)();
  }
}

// Prototype defaults the original declares, so `if (this.onElementChange)` checks behave the same.
Object.assign(Base.prototype, { onElementChange: null, onEditSettingsChange: null, onPageSettingsChange: null, editorListeners: null });
