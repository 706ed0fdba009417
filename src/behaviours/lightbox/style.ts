// The lightbox's own minimal stylesheet, scoped to `.wisp-lightbox`: the site's lightbox CSS may be absent.
import { adoptStyles } from '../../ui/styles.ts';

// Layout only where the page builder's lightbox.css would provide it; a site that loads that file overrides
// these rules through its more specific `.elementor-lightbox …` selectors.
const CSS = `
.wisp-lightbox{position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,.87);color:#fff;font:15px/1.4 system-ui,sans-serif;-webkit-user-select:none;user-select:none}
:root:has(.wisp-lightbox){overflow:hidden}
.wisp-lightbox [hidden]{display:none!important}
.wisp-lightbox .dialog-widget-content,.wisp-lightbox .dialog-message,.wisp-lightbox .swiper{position:relative;width:100%;height:100%;margin:0}
.wisp-lightbox .dialog-header,.wisp-lightbox .dialog-buttons-wrapper{display:none}
.wisp-lightbox svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.wisp-lightbox .e-eicon-play{fill:currentColor;width:48px;height:48px}
.wisp-lightbox [role=button],.wisp-lightbox [role=switch],.wisp-lightbox .dialog-close-button{display:inline-flex;align-items:center;justify-content:center;cursor:pointer;padding:10px;color:inherit;border-radius:4px;font-style:normal}
.wisp-lightbox :focus-visible{outline:2px solid #fff;outline-offset:2px}
.wisp-lightbox .dialog-close-button{position:absolute;top:8px;right:8px;z-index:3}
.wisp-lightbox .elementor-slideshow__header{position:absolute;top:0;left:0;right:56px;z-index:2;display:flex;flex-direction:row-reverse;align-items:center;gap:2px;padding:8px}
.wisp-lightbox .elementor-slideshow__counter{margin-right:auto;padding:0 8px}
.wisp-lightbox .elementor-slideshow__share-menu{position:absolute;top:100%;right:8px;background:rgba(20,20,20,.95);border-radius:6px;padding:6px}
.wisp-lightbox .elementor-slideshow__share-links a{display:flex;align-items:center;gap:10px;padding:8px 12px;color:#fff;text-decoration:none}
.wisp-lightbox .swiper-wrapper{height:100%;touch-action:pan-y pinch-zoom}
.wisp-lightbox .swiper-slide{position:relative;display:flex;align-items:center;justify-content:center;box-sizing:border-box;height:100%;padding:64px 64px 88px}
.wisp-lightbox .swiper-zoom-container{display:flex;align-items:center;justify-content:center;width:100%;height:100%;overflow:hidden}
.wisp-lightbox .elementor-lightbox-image{max-width:100%;max-height:100%;object-fit:contain}
.wisp-lightbox .elementor-slideshow--zoom-mode .elementor-lightbox-image{cursor:move;touch-action:none}
.wisp-lightbox .elementor-swiper-button{position:absolute;top:50%;z-index:2;transform:translateY(-50%)}
.wisp-lightbox .elementor-swiper-button-prev{left:8px}
.wisp-lightbox .elementor-swiper-button-next{right:8px}
.wisp-lightbox .elementor-slideshow__footer{position:absolute;left:0;right:0;bottom:0;padding:12px 64px 20px;text-align:center}
.wisp-lightbox .elementor-slideshow__title{font-weight:600}
.wisp-lightbox .elementor-custom-embed-play{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%)}
.wisp-lightbox .elementor-video-container{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
.wisp-lightbox .elementor-video-wrapper{width:min(85vw,calc(85vh * var(--video-aspect-ratio,1.77777)));aspect-ratio:var(--video-aspect-ratio,1.77777)}
.wisp-lightbox .elementor-video-wrapper>*{display:block;width:100%;height:100%;border:0;background:#000}
.wisp-lightbox .screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wisp-lightbox .elementor-slideshow--ui-hidden :is(.elementor-slideshow__header,.elementor-slideshow__footer,.elementor-swiper-button){opacity:0}
@media (prefers-reduced-motion:no-preference){
.wisp-lightbox{animation:wisp-lightbox-in .3s ease-out}
.wisp-lightbox :is(.elementor-slideshow__header,.elementor-slideshow__footer,.elementor-swiper-button){transition:opacity .3s}
.wisp-lightbox .elementor-lightbox-image{transition:transform .2s}
@keyframes wisp-lightbox-in{from{opacity:0}}}
@media (prefers-reduced-motion:reduce){.wisp-lightbox .animated{animation:none!important}}
`;

/** Installs the lightbox's stylesheet once. */
export const installStyles = (): void => adoptStyles(CSS);
