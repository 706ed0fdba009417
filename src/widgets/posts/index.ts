// Posts and archive posts (`posts.*`, `archive-posts.*`): the page builder's skins, and the custom skin's paging.
import type { WispModule } from '../../core/types.ts';
import { mountCustomSkin } from './custom-skin.ts';
import { startCustomSlider } from './custom-slider.ts';
import { mountProSkin } from './pro-skin.ts';
import { parse, type PostsSettings } from './settings.ts';

const posts: WispModule<PostsSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    if (settings.handler === 'custom' && settings.slider) return startCustomSlider(root, settings.slider, settings.prefix, ctx);
    if (settings.handler === 'custom') return mountCustomSkin(root, settings, ctx);
    // A skin of another add-on: the original runs no posts handler for it either.
    if (settings.handler === 'none') return;
    return mountProSkin(root, settings, ctx);
  },
};

export default posts;
