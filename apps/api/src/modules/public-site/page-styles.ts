/**
 * The public pages' only style sheet, inline (no external CSS, no web font): the SPA's public home in plain CSS —
 * its palette (apps/web/src/lib/theme/create-app-theme.ts, light and dark), MUI's type scale and spacing, the same
 * order and widths. Scoped to `#site`, so it never touches the SPA when it takes over (`html.app`).
 */
const PALETTES = `
:root{--bg:#F5F7F7;--paper:#FFFFFF;--text:rgba(0,0,0,.87);--text2:rgba(0,0,0,.6);--primary:#00796B;
--on-primary:#FFFFFF;--outline:rgba(0,121,107,.5);--link:#1565C0;--divider:rgba(0,0,0,.12);--hover:rgba(0,0,0,.04);
--bar:#00796B;--bar-text:#FFFFFF;--outline-field:rgba(0,0,0,.23);--error:#D32F2F;--alert:#5F2120;--alert-bg:#FDEDED;
--divider-strong:#BDBDBD;--dot:#757575;--on-dot:#FFFFFF;--track:rgba(0,0,0,.38);--thumb:#FAFAFA;color-scheme:light}
:root[data-theme=dark]{--bg:#121212;--paper:#1E1E1E;--text:#FFFFFF;--text2:rgba(255,255,255,.7);--primary:#4DB6AC;
--on-primary:rgba(0,0,0,.87);--outline:rgba(77,182,172,.5);--link:#64B5F6;--divider:rgba(255,255,255,.12);
--hover:rgba(255,255,255,.08);--bar:#272727;--bar-text:#FFFFFF;--outline-field:rgba(255,255,255,.23);--error:#F47174;
--alert:#F9D3D3;--alert-bg:#1D0F0F;--divider-strong:#757575;--dot:#9E9E9E;--on-dot:rgba(0,0,0,.87);
--track:rgba(255,255,255,.3);--thumb:#E0E0E0;color-scheme:dark}
html.app #site{display:none}
html:not(.app) body{margin:0;background:var(--bg);color:var(--text)}`;

const FRAME = `
#site{font-family:Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;letter-spacing:.00938em;
-webkit-text-size-adjust:100%;min-height:100vh}
#site *,#site *::before,#site *::after{box-sizing:border-box}
#site a{color:var(--link);text-decoration:underline}
#site :focus-visible{outline:3px solid var(--link);outline-offset:2px}
#site .bar :focus-visible{outline-color:var(--bar-text)}
#site .skip{position:absolute;left:8px;top:-48px;z-index:2;padding:8px 16px;background:var(--paper);color:var(--text);
border-radius:8px}
#site .skip:focus{top:8px}
#site .bar{background:var(--bar);color:var(--bar-text);box-shadow:0 2px 1px -1px rgba(0,0,0,.2),
0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
#site .bar-in{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 16px}
#site .brand{color:inherit;text-decoration:none;font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.5px}
#site .signin{margin-left:auto;color:inherit;text-decoration:none;font-size:.875rem;font-weight:500;
letter-spacing:.02857em;text-transform:uppercase;padding:6px 8px;border-radius:8px;line-height:1.75}
#site .signin:hover{background:rgba(255,255,255,.08)}
#site main,#site .foot{padding:0 16px}
#site main{padding-top:16px}
#site main:focus{outline:none}
#site .foot{padding-bottom:16px}
#site .foot-in{margin-top:48px;padding-top:16px;border-top:1px solid var(--divider);display:flex;flex-wrap:wrap;
align-items:baseline;gap:16px;font-size:.875rem;line-height:1.43;letter-spacing:.01071em;color:var(--text2)}
#site .foot ul{display:flex;flex-wrap:wrap;column-gap:16px;row-gap:8px;margin:0;padding:0;list-style:none}
#site .foot a{color:var(--text2)}
#site svg{width:1.5rem;height:1.5rem;flex-shrink:0;fill:currentColor}
#site h1{font-size:32px;font-weight:400;line-height:1.167;letter-spacing:0;margin:0 0 .35em}
@media (min-width:600px){#site .bar-in{min-height:64px;padding:0 24px}}
@media (min-width:900px){#site main,#site .foot{padding-left:24px;padding-right:24px}#site main{padding-top:24px}}`;

/** Buttons and cards: MUI's contained and outlined buttons, and a Paper's outline. */
const CONTROLS = `
#site .button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:42px;padding:8px 22px;
border-radius:8px;font-size:.9375rem;font-weight:500;line-height:1.75;letter-spacing:.02857em;text-transform:uppercase;
text-decoration:none}
#site .button svg{width:1.25rem;height:1.25rem}
#site .contained{background:var(--primary);color:var(--on-primary)}
#site .outlined{border:1px solid var(--outline);padding:7px 21px;color:var(--primary)}
#site .outlined:hover{background:var(--hover);border-color:var(--primary)}
#site .paper{background:var(--paper);border:1px solid var(--divider);border-radius:8px;padding:24px}
#site button.button{border:0;font-family:inherit;cursor:pointer}
#site button.contained:hover{box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
#site button.outlined{background:transparent;border:1px solid var(--outline)}
`;

/** MUI's outlined text field (label in the field, floating onto the outline), its helper text, and an error alert. */
const FIELDS = `
#site .field{position:relative}
#site .field input{display:block;width:100%;height:56px;margin:0;padding:16.5px 14px;font:inherit;color:var(--text);
background:transparent;border:1px solid var(--outline-field);border-radius:8px}
#site .field input:hover{border-color:var(--text)}
#site .field input:focus{outline:none;border:2px solid var(--primary);padding:15.5px 13px}
#site .field label{position:absolute;left:10px;top:15px;padding:0 4px;color:var(--text2);pointer-events:none;
transform-origin:top left;transition:top .15s,transform .15s}
#site .field input:focus+label,#site .field input:not(:placeholder-shown)+label,#site .field input:autofill+label{
top:-9px;transform:scale(.75);background:var(--paper)}
#site .field input:focus+label{color:var(--primary)}
#site .field.error input,#site .field.error input:focus{border-color:var(--error)}
#site .field.error label,#site .helper{color:var(--error)}
#site .helper{font-size:.75rem;line-height:1.66;letter-spacing:.03333em;margin:3px 14px 0}
#site .alert{padding:6px 16px;border-radius:8px;background:var(--alert-bg);color:var(--alert);font-size:.875rem;
line-height:1.43;letter-spacing:.01071em}
@media (prefers-reduced-motion:reduce){#site .field label{transition:none}}`;

/** "Get a quote" and "Call …" side by side, stacked on a phone: home's first screen and the foot of a page. */
const ACTIONS = `
#site .actions{display:flex;flex-direction:column;gap:16px;justify-content:center}
@media (min-width:600px){#site .actions{flex-direction:row}}`;

const HOME = `
#site .home{display:flex;flex-direction:column;gap:40px;max-width:1040px;margin:0 auto;padding:16px 0}
#site .written{white-space:pre-line}
#site .hero{text-align:center}
#site .welcome{color:var(--text2);max-width:720px;margin:0 auto 24px}
#site .cards{display:grid;grid-template-columns:1fr;gap:16px;margin:0;padding:0;list-style:none}
#site h2.h6,#site .cards h2{font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.0075em;margin:0 0 .35em}
#site .cards p{color:var(--text2);margin:0}
#site .hours-head{display:flex;align-items:center;gap:12px;margin-bottom:8px}
#site .hours-head svg{color:var(--primary)}
#site .hours-head h2{margin:0}
#site .hours p{margin:0}
#site .hours p+p{margin-top:8px}
#site .faq h2{font-size:1.5rem;font-weight:400;line-height:1.334;margin:0 0 16px}
#site details{background:var(--paper);border:1px solid var(--divider)}
#site details+details{border-top:0}
#site details:first-of-type{border-radius:8px 8px 0 0}
#site details:last-of-type{border-radius:0 0 8px 8px}
#site details:only-of-type{border-radius:8px}
#site summary{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:48px;padding:0 16px;
cursor:pointer;list-style:none}
#site summary::-webkit-details-marker{display:none}
#site summary h3{font-size:1rem;font-weight:400;line-height:1.75;letter-spacing:.00938em;margin:12px 0}
#site summary svg{color:var(--text2);transition:transform .15s}
#site details[open] summary svg{transform:rotate(180deg)}
#site details .answer{margin:0;padding:8px 16px 16px}
@media (min-width:600px){#site h1{font-size:48px}
#site .cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:900px){#site .home{padding:32px 0}}
@media (prefers-reduced-motion:reduce){#site summary svg{transition:none}}`;

/** A static page's body: the SPA's `PageContent` rules (apps/web/src/features/static-pages/components). */
const PAGE = `
#site article{max-width:800px;margin:0 auto;padding:8px 0}
#site article h1{font-size:2rem;margin:0 0 24px}
#site .content{overflow-wrap:anywhere}
#site .content h1{font-size:2.125rem;font-weight:400;line-height:1.235;margin:24px 0 16px}
#site .content h2{font-size:1.5rem;font-weight:400;line-height:1.334;margin:24px 0 12px}
#site .content h3{font-size:1.25rem;font-weight:500;line-height:1.6;margin:24px 0 8px}
#site .content h4,#site .content h5,#site .content h6{font-size:1rem;font-weight:700;line-height:1.75;margin:16px 0 8px}
#site .content p,#site .content ul,#site .content ol,#site .content blockquote,#site .content pre,
#site .content table{margin:0 0 16px}
#site .content a{color:var(--primary)}
#site .content img{max-width:100%;height:auto}
#site .content blockquote{border-left:4px solid var(--divider);padding-left:16px;margin-left:0;color:var(--text2)}
#site .content code{font-family:monospace;background:var(--hover);padding:0 4px;border-radius:4px}
#site .content pre{background:var(--hover);padding:16px;border-radius:8px;overflow-x:auto}
#site .content pre code{background:transparent;padding:0}
#site .content table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}
#site .content th,#site .content td{border:1px solid var(--divider);padding:8px 12px;text-align:left;vertical-align:top}
#site .content th{background:var(--hover);font-weight:700}
#site .content li>p,#site .content td>p,#site .content th>p{margin:0}
#site .page-contact{max-width:800px;margin:24px auto 8px;padding-top:24px;border-top:1px solid var(--divider)}
#site .page-contact h2{font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.0075em;margin:0 0 16px}
#site .page-contact .actions{justify-content:flex-start}
@media (min-width:900px){#site article{padding:16px 0}#site article h1{font-size:3rem}}`;

/**
 * `/login` (decision 067): the SPA's signed-out card (apps/web/src/app/routes/signed-out-page.tsx) and MUI's outlined
 * text fields, whose label sits in the field and floats onto the outline once the field has the focus or a value.
 */
const SIGN_IN = `
#site .signed-out{display:flex;justify-content:center;padding-top:16px}
#site .sign-in{width:100%;max-width:420px;padding:32px}
#site .sign-in h1{font-size:1.5rem;font-weight:400;line-height:1.334;margin:0 0 .35em}
#site .intro{color:var(--text2);margin:0 0 24px}
#site .sign-in form{display:flex;flex-direction:column;gap:16px}
#site .sign-in button.button{width:100%}
#site .below{text-align:center;font-size:.875rem;line-height:1.43;letter-spacing:.01071em;margin:16px 0 0}
#site .below+.below{margin-top:8px}
@media (min-width:900px){#site .signed-out{padding-top:48px}}`;

/**
 * A visitor's `/reservation/create` (decision 067): the wizard's page (apps/web/src/features/booking/components/
 * wizard.tsx) — heading, stepper, the first step's card and the price card beside it from 900 px. A form `:has()`
 * its "To airport" radio checked names the other end in the labels; its round-trip switch on shows the return.
 */
const TRIP_START = `
#site .muted,#site .helper.muted{color:var(--text2)}
#site .book{max-width:1200px;margin:0 auto}
#site .book h1{font-size:1.5rem;font-weight:400;line-height:1.334;margin:0 0 16px}
#site .book h2{font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.0075em;margin:0 0 16px}
#site .stepper{display:flex;list-style:none;margin:0 0 24px;padding:0}
#site .stepper li{flex:1;position:relative;display:flex;flex-direction:column;align-items:center;text-align:center;
font-size:.875rem;line-height:1.43;color:var(--text2)}
#site .stepper li+li::before{content:"";position:absolute;top:12px;left:calc(-50% + 20px);right:calc(50% + 20px);
border-top:1px solid var(--divider-strong)}
#site .dot{display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;
background:var(--dot);color:var(--on-dot);font-size:.75rem}
#site .current .dot{background:var(--primary);color:var(--on-primary)}
#site .step-name{margin-top:16px}
#site .current .step-name{color:var(--text);font-weight:500}
#site .step-note{font-size:.75rem}
#site .book-grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr);align-items:start}
#site .step{padding:16px}
#site .trip{display:flex;flex-direction:column;gap:24px}
#site .radios{border:0;margin:0;padding:0;min-width:0}
#site .radios legend{padding:0;color:var(--text2)}
#site .radio-row{display:flex;flex-wrap:wrap;column-gap:16px}
#site .radio,#site .switch{display:inline-flex;align-items:center;gap:8px;min-height:42px;cursor:pointer}
#site .radio input{width:20px;height:20px;margin:0 4px;accent-color:var(--primary)}
#site .to,#site .trip:has(#trip-type-to-airport:checked) .from{display:none}
#site .trip:has(#trip-type-to-airport:checked) .to{display:inline}
#site .field select{display:block;width:100%;height:56px;margin:0;padding:0 14px;font:inherit;color:var(--text);
background:var(--paper);border:1px solid var(--outline-field);border-radius:8px}
#site .field select:focus{outline:none;border:2px solid var(--primary);padding:0 13px}
#site .field.shrunk label{top:-9px;transform:scale(.75);background:var(--paper)}
#site .field select:focus+label{color:var(--primary)}
#site .stops{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
#site .stops-title{margin:0;font-size:.875rem;font-weight:500;line-height:1.57}
#site .button.small{min-height:36px;padding:4px 14px;font-size:.8125rem}
#site .button.small svg{width:1.125rem;height:1.125rem}
#site .pair{display:flex;flex-direction:column;gap:16px}
#site .pair>*{flex:1}
#site .switch input{appearance:none;position:relative;flex-shrink:0;width:34px;height:14px;margin:0 12px 0 4px;
border-radius:7px;background:var(--track);cursor:pointer}
#site .switch input::before{content:"";position:absolute;top:-3px;left:-3px;width:20px;height:20px;border-radius:50%;
background:var(--thumb);box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12);
transition:transform .15s}
#site .switch input:checked{background:var(--outline)}
#site .switch input:checked::before{transform:translateX(20px);background:var(--primary)}
#site .return{display:none}
#site .trip:has(#isRoundTrip:checked) .return{display:flex}
#site .step-actions{display:flex;justify-content:flex-end}
#site .price{padding:16px}
#site .price p,#site .price li{font-size:.875rem;line-height:1.43;letter-spacing:.01071em}
#site .price p{margin:0}
#site .price ul{margin:8px 0;padding-left:20px}
@media (max-width:599.95px){#site .stepper li:not(.current) .step-name,#site .stepper li:not(.current) .step-note{
display:none}}
@media (min-width:600px){#site .step{padding:24px}#site .pair{flex-direction:row}
#site .return{padding-left:16px;border-left:2px solid var(--divider)}}
@media (min-width:900px){#site .book-grid{grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
#site .price{position:sticky;top:88px}}
@media (prefers-reduced-motion:reduce){#site .switch input::before{transition:none}}`;

/** Which server page a document is: each is sent only the rules it uses. */
export type PageKind = 'home' | 'page' | 'signIn' | 'tripStart';

/** Palettes and frame, then a page's own rules; line breaks dropped, as the sheet is inline in every page. */
const sheet = (...rules: readonly string[]) => [PALETTES, FRAME, ...rules].join('').replace(/\n/g, '');

/** The inline style sheet of each kind of page. */
export const PAGE_STYLES: Record<PageKind, string> = {
  home: sheet(CONTROLS, ACTIONS, HOME),
  page: sheet(CONTROLS, ACTIONS, PAGE),
  signIn: sheet(CONTROLS, FIELDS, SIGN_IN),
  tripStart: sheet(CONTROLS, FIELDS, TRIP_START),
};
