import { CRIMSON } from '../theme';

// The history view (spec/chat-widget.md §2): its list, entries, empty state and bottom button.
// The header, buttons and fields are the conversation view's (conversation-styles).
export const HISTORY_STYLES = `
.hv-body{flex:1 1 auto;min-height:0;overflow-y:auto;padding:12px 12px 4px}
.hv-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.hv-entry{display:grid;grid-template-columns:1fr auto;gap:2px 10px;width:100%;padding:12px 14px;border:1px solid #e7e2df;border-radius:12px;background:#fff;text-align:left;cursor:pointer}
.hv-entry:hover{border-color:#d8a7b4;background:#fffafb}
.hv-name{font-weight:700;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.hv-time{font-size:12.5px;color:#5f5f5f;white-space:nowrap}
.hv-last{grid-column:1;font-size:14px;color:#4a4a4a;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.hv-unread{grid-column:2;justify-self:end;align-self:center;min-width:22px;height:22px;padding:0 7px;border-radius:11px;background:${CRIMSON};color:#fff;font-size:12px;font-weight:700;line-height:22px;text-align:center}
.hv-empty{display:flex;flex-direction:column;align-items:center;gap:6px;padding:48px 16px;text-align:center;color:#4a4a4a}
.hv-empty svg{color:#c9b8bd}
.hv-empty-title{margin:8px 0 0;font-size:16px;font-weight:700;color:#1f1f1f}
.hv-empty-text{margin:0;font-size:14px}
.hv-footer{flex:none;padding:12px;background:#fff;border-top:1px solid #e7e2df}
.hv-footer .cv-button{width:100%;min-height:48px;font-size:15px}
.hv-title{flex:1;margin:0;font-size:17px;font-weight:700;text-align:center}
`;
