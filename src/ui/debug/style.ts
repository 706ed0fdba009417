// The debug panel's stylesheet, and the outline of the element picked in it.

export const DEBUG_CSS = `
.wisp-debug{position:fixed;right:12px;bottom:12px;z-index:2147483000;width:min(640px,calc(100vw - 24px));max-height:min(70vh,600px);display:flex;flex-direction:column;background:#fff;color:#111;border:1px solid #999;border-radius:6px;box-shadow:0 4px 24px rgba(0,0,0,.3);font:13px/1.4 system-ui,sans-serif}
.wisp-debug header{display:flex;align-items:center;gap:8px;padding:8px 10px;border-bottom:1px solid #ddd}
.wisp-debug h2{flex:1;margin:0;font-size:14px}
.wisp-debug button{font:inherit;cursor:pointer;border:1px solid #aaa;border-radius:4px;background:#f4f4f4;color:inherit;padding:2px 8px}
.wisp-debug button[aria-pressed=true]{background:#111;color:#fff}
.wisp-debug [role=group]{display:flex;flex-wrap:wrap;gap:4px;padding:6px 10px}
.wisp-debug .wisp-debug__list{overflow:auto}
.wisp-debug table{width:100%;border-collapse:collapse}
.wisp-debug th,.wisp-debug td{padding:3px 8px;text-align:left;border-top:1px solid #eee;white-space:nowrap}
.wisp-debug td button{border:0;background:none;padding:0;text-decoration:underline}
.wisp-debug [data-status=failed],.wisp-debug [data-status=invalid]{background:#fde8e8}
.wisp-debug :focus-visible{outline:2px solid #1a73e8;outline-offset:1px}
[data-wisp-debug-outline]{outline:3px solid #e91e63!important;outline-offset:2px}
`;

/** The attribute that outlines the element last picked in the panel. */
export const OUTLINE_ATTR = 'data-wisp-debug-outline';
