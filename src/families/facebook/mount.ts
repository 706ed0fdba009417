// The four Facebook embeds (button, comments, embed, page) share one module: load the SDK, then parse this widget.
import type { WispModule } from '../../core/types.ts';
import { loadFacebookSdk } from './sdk.ts';

const facebookWidget: WispModule<Record<string, never>> = {
  // The embed's options are `data-*` attributes for the SDK, printed by the server; wisp reads no setting.
  parse: () => ({ ok: true, settings: {} }),
  mount(root, _settings, ctx) {
    if (ctx.own('.elementor-facebook-widget').length === 0) return ctx.warn('markup', 'no .elementor-facebook-widget to render'), false;
    loadFacebookSdk().then((sdk) => {
      if (ctx.signal.aborted) return;
      sdk.XFBML.parse(root);
      ctx.emit('facebook-parsed');
    }, (error: unknown) => ctx.warn('sdk', error instanceof Error ? error.message : 'the Facebook SDK failed to load'));
  },
};

export default facebookWidget;
